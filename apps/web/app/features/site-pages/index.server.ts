export { sitePageFrame } from './site-page-frame.server.ts';
export { sitePageCatalogs, siteTexts } from './site-texts.server.ts';
