export { FeedbackIsland } from './FeedbackIsland.tsx';
