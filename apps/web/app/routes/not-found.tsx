import { data } from 'react-router';
import { ErrorPage, RouteErrorBoundary } from '../features/errors/index.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';

/** Signing in from a missing page comes back to the jobs list (spec §2). */
export const handle: NamedRouteHandle = { routeName: 'notFound' };

/** Any path no other route claims: a 404 status with the Spanish not-found page. */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
