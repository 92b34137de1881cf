import type { MessageKey, MessageParams } from '@camello/domain';
import type { TranslatedError } from './errors.ts';

/** An error the API's central handler answers as `{ statusCode, error, message }`, in the caller's language. */
export function httpError(
  statusCode: 400 | 401 | 403 | 404 | 409 | 410,
  messageKey: MessageKey,
  messageParams?: MessageParams,
) {
  const error: TranslatedError = Object.assign(new Error(messageKey), {
    statusCode,
    messageKey,
    messageParams,
  });
  return error;
}
