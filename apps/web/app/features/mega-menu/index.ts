export { letterParam } from './alphabet.ts';
export { Breadcrumbs, breadcrumbsOf } from './Breadcrumbs/Breadcrumbs.tsx';
export { MegaMenuGrid } from './MegaMenuGrid/MegaMenuGrid.tsx';
export { MegaMenuHeader } from './MegaMenuHeader/MegaMenuHeader.tsx';
