/** An error the API's central handler answers as `{ statusCode, error, message }`. */
export function httpError(statusCode: 400 | 404 | 410, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}
