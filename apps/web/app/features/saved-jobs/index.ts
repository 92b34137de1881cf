export { savedJobsMessages } from './messages.ts';
export { SavedJobList } from './SavedJobList/SavedJobList.tsx';
