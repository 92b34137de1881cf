/** The service's health: database, search index, memory. */
export { systemRoutes } from './health-routes.ts';
