export { Logo } from './Logo/Logo.tsx';
export { isFooterHidden, type LayoutHandle, pageHeaderOf } from './layout-handle.ts';
export { SiteLayout } from './SiteLayout/SiteLayout.tsx';
