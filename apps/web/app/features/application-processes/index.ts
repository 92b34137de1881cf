export { ApplicationList } from './ApplicationList/ApplicationList.tsx';
export { processMessages } from './messages.ts';
