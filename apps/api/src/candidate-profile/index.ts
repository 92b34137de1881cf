/** The candidate's profile: résumé, CV file, personal data, terms, applications, countries. */
export { applicationsCountRoutes } from './applications-count-route.ts';
export { candidateApplicationsRoutes } from './applications-routes.ts';
export { candidateTermsRoutes } from './candidate-terms-route.ts';
export { countriesRepository } from './countries-repository.ts';
export { countriesRoutes } from './countries-route.ts';
export { cvRoutes } from './cv-routes.ts';
export { personalDataRepository } from './personal-data-repository.ts';
export { personalDataRoutes } from './personal-data-routes.ts';
export { resumeOptionsRepository } from './resume-options-repository.ts';
export { resumeRoutes } from './resume-routes.ts';
export { resumeWriteRoutes } from './resume-write-routes.ts';
export { resumesRepository } from './resumes-repository.ts';
