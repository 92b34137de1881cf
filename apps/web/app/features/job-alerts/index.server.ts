export {
  confirmJobAlert,
  createJobAlert,
  createPublicJobAlert,
  deleteJobAlert,
  listJobAlerts,
  unsubscribeJobAlert,
  updateJobAlert,
} from './job-alerts-api.server.ts';
