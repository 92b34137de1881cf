declare module 'virtual:camello/catalog-chunks' {
  import type { Locale } from '@camello/domain';

  /** URL of each locale's catalog chunk in the browser build (see catalog-chunks-plugin.ts). */
  const urls: Readonly<Partial<Record<Locale, string>>>;
  export default urls;
}
