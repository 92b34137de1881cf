/** The company area: an analyst's companies, vacancies, applicants, team, settings, brands and logos. */
export { analystRoutes } from './analyst-routes.ts';
export { logoFileRoutes } from './logos/logo-routes.ts';
