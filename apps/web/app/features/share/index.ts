export { Notification } from './Notification/Notification.tsx';
export { SharePopover } from './SharePopover/SharePopover.tsx';
export { type ShareLink, type ShareNetwork, shareLinks } from './share-links.ts';
