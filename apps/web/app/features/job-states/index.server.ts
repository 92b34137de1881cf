export { loadCandidateStates } from './candidate-states.server.ts';
