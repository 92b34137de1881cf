export {
  confirmJobAlert,
  createJobAlert,
  createPublicJobAlert,
  deleteJobAlert,
  deleteManagedJobAlert,
  listJobAlerts,
  managedJobAlert,
  unsubscribeJobAlert,
  updateJobAlert,
  updateManagedJobAlert,
} from './job-alerts-api.server.ts';
