export { AboutCamello } from './AboutCamello/AboutCamello.tsx';
export { HelpCenter } from './HelpCenter.tsx';
export { LegalDocument } from './LegalDocument/LegalDocument.tsx';
export { sitePageMeta } from './site-page-meta.ts';
export type { SitePageMessageKey } from './site-texts.ts';
