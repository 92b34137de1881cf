export { type JobPostingSource, jobPostingJsonLd } from './job-posting-json-ld.ts';
export { JsonLd, type JsonLdObject, serializeJsonLd } from './json-ld.tsx';
export { type SeoMetaInput, seoMeta } from './seo-meta.ts';
export {
  parseSitemapFileName,
  robotsTxt,
  SITEMAP_HEADERS,
  type SitemapEntry,
  sitemapFileName,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-xml.ts';
export {
  type BreadcrumbLink,
  breadcrumbListJsonLd,
  type OrganizationSource,
  organizationJsonLd,
} from './structured-data.ts';
