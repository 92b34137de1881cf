declare module 'virtual:camello/catalog-chunks' {
  import type { Locale } from '@camello/domain';

  /** URLs of the browser chunks each locale's catalog needs (see catalog-chunks-plugin.ts). */
  const urls: Readonly<Partial<Record<Locale, readonly string[]>>>;
  export default urls;
}
