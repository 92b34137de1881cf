import type { MetaDescriptor } from 'react-router';
import { crawlableImageUrl } from './crawlable-image-url.ts';

export type SeoMetaInput = {
  /** Full document title, site name included. */
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL. */
  readonly canonicalUrl: string;
  /** `website` for listings, `article` for a vacancy. */
  readonly type?: 'website' | 'article';
  readonly imageUrl?: string | null;
  /** Pages search engines must not index (private job sites, widget copies). */
  readonly noindex?: boolean;
};

/** Title, description, canonical, robots, Open Graph and Twitter card of a page. */
export function seoMeta({
  title,
  description,
  canonicalUrl,
  type = 'website',
  imageUrl,
  noindex = false,
}: SeoMetaInput): MetaDescriptor[] {
  const image = crawlableImageUrl(imageUrl, canonicalUrl);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: 'Camello' },
    { property: 'og:locale', content: 'es_CO' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}
