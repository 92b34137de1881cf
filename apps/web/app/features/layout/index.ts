export { isFooterHidden, type LayoutHandle } from './layout-handle.ts';
export { footerMenus } from './SiteFooter/footer-menus.ts';
export { SiteLayout, type SiteLayoutProps } from './SiteLayout/SiteLayout.tsx';
