export { cardsForLetter, initialOf, letterParam } from './alphabet.ts';
export { type BreadcrumbItem, Breadcrumbs, breadcrumbsOf } from './Breadcrumbs/Breadcrumbs.tsx';
export { MegaMenuGrid, type MegaMenuGridProps, type MegaMenuTabLink } from './MegaMenuGrid/MegaMenuGrid.tsx';
export { MegaMenuHeader, type MegaMenuHeaderProps } from './MegaMenuHeader/MegaMenuHeader.tsx';
export { MobileMenuDrawer } from './MobileMenuDrawer/MobileMenuDrawer.tsx';
