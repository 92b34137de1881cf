/** The jobs host for a signed-in candidate: the private twins, saved and discarded vacancies, matches. */
export { matcherRoutes } from './matcher-routes.ts';
export { privateJobRoutes } from './private-routes.ts';
export { jobStateRoutes } from './state-routes.ts';
