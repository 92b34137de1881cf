export { letterParam } from './alphabet.ts';
export { breadcrumbsOf } from './Breadcrumbs/Breadcrumbs.tsx';
export { MegaMenuGrid } from './MegaMenuGrid/MegaMenuGrid.tsx';
export { MegaMenuHeader } from './MegaMenuHeader/MegaMenuHeader.tsx';
