import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage/ErrorPage.tsx';
import { errorStatusOf } from './error-status.ts';

/** Error boundary body for any route: picks the page from the status of what was thrown. */
export function RouteErrorBoundary() {
  return <ErrorPage status={errorStatusOf(useRouteError())} />;
}
