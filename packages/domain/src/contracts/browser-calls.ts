import type { CallRoute } from './define-call.ts';

/**
 * The routes of the calls the browser makes itself, apart from their schemas: a page's scripts
 * import these without zod, which would add itself to every page. Their declarations in `calls`
 * are built on these objects, so each path is still written once.
 */
export const browserCalls = {
  auth: {
    session: { method: 'POST', path: '/api/auth/v2/oauth2/session' },
    sessionCheck: { method: 'GET', path: '/api/auth/v1/health/oauth-check' },
  },
  profile: {
    applicationsCount: { method: 'GET', path: '/api/profile/v2/candidate/applications/count' },
    feedback: { method: 'POST', path: '/api/profile/v1/feedback' },
    verifyEmail: { method: 'POST', path: '/api/profile/v2/register/verify-email' },
  },
  jobs: {
    searchCities: { method: 'GET', path: '/api/jobs/v1/cities/search' },
    searchOccupations: { method: 'GET', path: '/api/jobs/v1/occupations/search' },
    filterOptions: { method: 'GET', path: '/api/jobs/v1/public/filters/options/:field' },
    setJobState: { method: 'POST', path: '/api/jobs/v1/jobs/state' },
    unsetJobState: { method: 'DELETE', path: '/api/jobs/v1/jobs/state/:jobId/:state' },
  },
} as const satisfies Record<string, Record<string, CallRoute>>;
