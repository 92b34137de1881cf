// The request and response schemas of every API route, and the declaration of each call that puts
// them together with its method and path (`calls`): the API registers its routes (and so its
// OpenAPI document) from them and the web app calls through them, so that a renamed path, parameter
// or field breaks both sides at once.
export * from './analyst.ts';
export * from './applicants.ts';
export * from './applications.ts';
export * from './auth.ts';
export * from './calls/index.ts';
export * from './define-call.ts';
export * from './errors.ts';
export * from './jobs/candidate-states.ts';
export * from './jobs/filters.ts';
export * from './jobs/job-alerts.ts';
export * from './jobs/job-detail.ts';
export * from './jobs/job-posting.ts';
export * from './jobs/landings.ts';
export * from './jobs/params.ts';
export * from './jobs/search.ts';
export * from './jobs/sitemaps.ts';
export * from './library.ts';
export * from './partner-apps.ts';
export * from './personal-data.ts';
export * from './places.ts';
export * from './profile.ts';
export * from './referrals.ts';
export * from './resume.ts';
export * from './system.ts';
