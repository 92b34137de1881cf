import { data } from 'react-router';
import { ApiError } from './api-error.ts';

/**
 * Rethrows an API failure the way a route should: a 4xx answer becomes a response with the same
 * status (a 404 stays a 404 page); anything else stays an error, so it is logged and shown as 500.
 */
export function throwAsRouteError(error: unknown): never {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    throw data({ message: error.message }, { status: error.status, statusText: error.error });
  }
  throw error;
}
