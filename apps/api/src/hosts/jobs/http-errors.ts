import type { MessageKey, MessageParams } from '@camello/domain';
import type { TranslatedError } from '../../infrastructure/errors.ts';

/** An error the API's central handler answers as `{ statusCode, error, message }`, in the caller's language. */
export function httpError(
  statusCode: 400 | 404 | 410,
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
