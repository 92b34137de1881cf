import { isRouteErrorResponse } from 'react-router';

/** The HTTP status an error page stands for: a thrown response keeps its own, anything else is 500. */
export function errorStatusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}
