import type { FieldIssue, MessageKey, MessageParams } from '@camello/domain';
import type { ApiErrorReason, ErrorBody } from '@camello/domain/contracts';
import type { TranslatedError } from './errors.ts';

/** What an error adds to its message: a machine-readable reason, the issues of each field, what the résumé lacks. */
export type ErrorDetails = {
  reason?: ApiErrorReason;
  fieldIssues?: readonly FieldIssue<string>[];
  missing?: ErrorBody['missing'];
};

/** An error the API's central handler answers as `{ statusCode, error, message }`, in the caller's language. */
export function httpError(
  statusCode: 400 | 401 | 403 | 404 | 409 | 410,
  messageKey: MessageKey,
  messageParams?: MessageParams,
  details?: ErrorDetails,
) {
  const error: TranslatedError = Object.assign(new Error(messageKey), {
    statusCode,
    messageKey,
    messageParams,
    details,
  });
  return error;
}
