export { listApplications, withdrawApplication } from './applications-api.server.ts';
export { processPageOf } from './process-page.server.ts';
