/** A non-2xx answer of the API, carrying its JSON error body `{ statusCode, error, message }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
  }
}
