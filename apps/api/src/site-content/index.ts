/** The site's own content: legal texts and their acceptance, and the library of books. */
export { legalTextRoutes } from './legal-text-route.ts';
export { libraryRoutes } from './library-routes.ts';
