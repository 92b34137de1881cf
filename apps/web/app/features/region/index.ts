export { RegionIsland } from './RegionIsland.tsx';
export { RegionLink } from './RegionLink.tsx';
export { regions } from './regions.ts';
