export { ErrorPage } from './ErrorPage/ErrorPage.tsx';
export { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
