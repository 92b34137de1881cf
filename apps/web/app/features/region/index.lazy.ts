// What loads on demand: the dialog (RegionIsland imports this module on the first click), the
// region page and their texts. Kept apart from index.ts, which every page loads.
export { regionMessages } from './messages.ts';
export { RegionDialog } from './RegionDialog.tsx';
export { RegionPage } from './RegionPage.tsx';
