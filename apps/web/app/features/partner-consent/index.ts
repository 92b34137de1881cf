export { ConsentCard, FlowUnavailable } from './ConsentCard/ConsentCard.tsx';
export { consentMessages } from './messages.ts';
