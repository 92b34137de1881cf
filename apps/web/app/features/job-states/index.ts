export { type CandidateStatesByJob, useCandidateState } from './candidate-states.ts';
export { SaveJob } from './SaveJob.tsx';
