export { suggestedJobsMessages } from './messages.ts';
export { SuggestedJobList } from './SuggestedJobList/SuggestedJobList.tsx';
