export { suggestedJobsAction, suggestedJobsLoader } from './suggested-jobs-page.server.ts';
