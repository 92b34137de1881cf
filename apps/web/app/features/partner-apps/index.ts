export { ConsentCard, FlowUnavailable } from './ConsentCard/ConsentCard.tsx';
export { HandOverFailed } from './HandOverFailed/HandOverFailed.tsx';
export { partnerAppMessages } from './messages.ts';
export { PartnerGrantList } from './PartnerGrantList/PartnerGrantList.tsx';
