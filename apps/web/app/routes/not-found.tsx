import { data } from 'react-router';
import { ErrorPage, RouteErrorBoundary } from '../features/errors/index.ts';

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
