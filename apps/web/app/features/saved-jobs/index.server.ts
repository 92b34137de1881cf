export { savedJobsAction, savedJobsLoader } from './saved-jobs-page.server.ts';
