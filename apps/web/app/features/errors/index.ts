export { ErrorPage } from './ErrorPage/ErrorPage.tsx';
export { errorStatusOf } from './error-status.ts';
export { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
