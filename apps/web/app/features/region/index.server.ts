export { chosenRegion, safeReturnPath } from './region-choice.server.ts';
