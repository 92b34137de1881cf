export { ApplyFlow } from './ApplyFlow/ApplyFlow.tsx';
export { applyMessages } from './messages.ts';
