/** Applying to a vacancy, and the applications it writes. */
export { applicationsRepository } from './applications-repository.ts';
export { applyRoutes } from './apply-routes.ts';
