/** A non-2xx answer of the API, carrying its JSON error body `{ statusCode, error, message }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  /** The whole JSON body, for answers that carry data with the error (a 410 with similar jobs). */
  readonly body: unknown;
  /** The `Retry-After` of a 429 (or 503), in seconds; null without one. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    error: string,
    message: string,
    body?: unknown,
    retryAfterSeconds?: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds ?? null;
  }
}
