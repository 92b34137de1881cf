/** Applying to a vacancy, and the applications it writes. */
export { applyRoutes } from './apply-routes.ts';
