export { jobPostingJsonLd } from './job-posting-json-ld.ts';
export { JsonLd, serializeJsonLd } from './json-ld.tsx';
export { seoMeta } from './seo-meta.ts';
export {
  parseSitemapFileName,
  robotsTxt,
  SITEMAP_HEADERS,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-xml.ts';
export { breadcrumbListJsonLd, organizationJsonLd } from './structured-data.ts';
