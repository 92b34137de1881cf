// What every page loads: the region links and the listener that opens the dialog. The dialog, the
// region page and their texts load only when asked for, through index.lazy.ts.
export { RegionIsland } from './RegionIsland.tsx';
export { RegionLink } from './RegionLink.tsx';
export { regions } from './regions.ts';
