export { loadJob, loadListingPanel } from './job-detail-data.server.ts';
