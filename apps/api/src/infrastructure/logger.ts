import type { IncomingMessage } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';

/** Query parameters that carry a secret: single-use links, OAuth codes and PKCE verifiers. */
const SECRET_PARAMETERS =
  /^(token|challenge|code|code_verifier|client_secret|password|refresh_token|access_token)$/i;

/** A request target with the values of its secret parameters replaced, for the log. */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const parameters = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return equals !== -1 && SECRET_PARAMETERS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, queryAt)}?${parameters.join('&')}`;
}

/** What a request log line says of the request: never its headers (cookies, authorization). */
function requestSerializer(request: IncomingMessage & { ip?: string }) {
  return {
    method: request.method,
    url: redactedUrl(request.url ?? ''),
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/**
 * The process logger: JSON lines in which no password, session cookie or single-use token
 * appears (request targets are redacted, headers and bodies are never logged).
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      serializers: { req: requestSerializer },
      redact: { paths: ['req.headers', 'password', '*.password', 'token', '*.token'], censor: '[redacted]' },
    },
    options.destination,
  );
}
