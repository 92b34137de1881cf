/** The candidate's profile: résumé, CV file, personal data, terms, applications, countries. */
export { applicationsCountRoutes } from './applications-count-route.ts';
export { candidateApplicationsRoutes } from './applications-routes.ts';
export { candidateTermsRoutes } from './candidate-terms-route.ts';
export { countriesRoutes } from './countries-route.ts';
export { cvRoutes } from './cv-routes.ts';
export { personalDataRoutes } from './personal-data-routes.ts';
export { resumeRoutes } from './resume-routes.ts';
export { resumeWriteRoutes } from './resume-write-routes.ts';
