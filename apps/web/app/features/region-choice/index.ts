export { regionMessages } from './messages.ts';
export { RegionDialog } from './RegionDialog.tsx';
export { RegionPage } from './RegionPage.tsx';
