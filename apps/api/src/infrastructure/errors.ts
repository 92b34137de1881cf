import {
  type Locale,
  type MessageKey,
  type MessageParams,
  translate,
  validationIssueMessage,
} from '@camello/domain';
import type { ErrorBody } from '@camello/domain/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorDetails } from './http-errors.ts';
import { requestLocale } from './locale.ts';
import { routeMethods } from './route-methods.ts';
import { validationMessage } from './validation-message.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: reasons[statusCode] ?? 'Error', message };
}

/** The reason and the message under each field an error carries, in the caller's language. */
function detailsOf(
  details: ErrorDetails | undefined,
  locale: Locale,
): Pick<ErrorBody, 'reason' | 'fields' | 'missing'> {
  if (!details) return {};
  const { reason, fieldIssues, missing } = details;
  return {
    ...(reason && { reason }),
    ...(missing && { missing }),
    ...(fieldIssues && {
      fields: Object.fromEntries(
        fieldIssues.map((issue) => [issue.field, validationIssueMessage(locale, issue)]),
      ),
    }),
  };
}

/** An error whose message is a catalog key: the handler words it in the caller's language. */
export type TranslatedError = Error & {
  statusCode: number;
  messageKey: MessageKey;
  messageParams?: MessageParams;
  details?: ErrorDetails;
};

function isTranslated(error: FastifyError): error is FastifyError & TranslatedError {
  return 'messageKey' in error;
}

/** The message of a client error; Fastify's own (bad JSON, unknown media type...) get one by status. */
function clientErrorMessage(error: FastifyError, status: number, locale: Locale, bodyLimit: number): string {
  if (isTranslated(error)) return translate(locale, error.messageKey, error.messageParams);
  switch (status) {
    case 400:
      return translate(
        locale,
        error.code?.startsWith('FST_ERR_CTP_') ? 'apiError.invalidBody' : 'apiError.badRequest',
      );
    case 404:
      return translate(locale, 'apiError.notFound');
    case 413:
      return translate(locale, 'apiError.payloadTooLarge', { maxMegabytes: bodyLimit / 1_048_576 });
    case 415:
      return translate(locale, 'apiError.unsupportedMediaType');
    case 429:
      return translate(locale, 'apiError.tooManyRequests');
    default:
      return translate(locale, 'apiError.badRequest');
  }
}

/**
 * One error handler for the API: every message comes from the catalogs, in the language of
 * `Accept-Language` (schema issues become one readable sentence); 5xx details are logged with the
 * request id and hidden.
 */
export function registerApiErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const parts: Record<string, unknown> = {
        body: request.body,
        querystring: request.query,
        params: request.params,
        headers: request.headers,
      };
      return reply
        .status(400)
        .send(errorBody(400, validationMessage(error.validation, context, parts[context], locale)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientErrorMessage(error, status, locale, request.routeOptions.bodyLimit ?? 0);
      const details = isTranslated(error) ? detailsOf(error.details, locale) : {};
      return reply.status(status).send({ ...errorBody(status, message), ...details });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, translate(locale, 'apiError.internal')));
  });

  // Claims every unknown path under the API prefix, so the site's catch-all page route never sees it.
  app.all('/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  // Registered after the catch-all, so that only real routes count.
  const methodsOf = routeMethods(app);

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request);
    const url = request.url.split('?')[0] ?? request.url;
    const values = { method: request.method, url };
    const allowed = methodsOf(url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(405, translate(locale, 'apiError.methodNotAllowed', values)));
    }
    return reply.status(404).send(errorBody(404, translate(locale, 'apiError.routeNotFound', values)));
  });
}
