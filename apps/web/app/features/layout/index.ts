export { isFooterHidden } from './layout-handle.ts';
export { SiteLayout } from './SiteLayout/SiteLayout.tsx';
