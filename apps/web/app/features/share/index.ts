export { SharePopover } from './SharePopover/SharePopover.tsx';
