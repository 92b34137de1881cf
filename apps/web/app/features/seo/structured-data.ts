import { crawlableImageUrl } from './crawlable-image-url.ts';
import type { JsonLdObject } from './json-ld.tsx';

export type BreadcrumbLink = { readonly label: string; readonly url: string };

/** schema.org BreadcrumbList; `urlOf` gives each item's site path as the page links it. */
export function breadcrumbListJsonLd(
  items: readonly BreadcrumbLink[],
  urlOf: (sitePath: string) => string,
): JsonLdObject {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: urlOf(item.url),
    })),
  };
}

export type OrganizationSource = {
  readonly name: string;
  readonly url: string;
  readonly logoUrl: string | null;
  readonly description: string | null;
  readonly sameAs: readonly (string | null)[];
};

/** schema.org Organization of a company job site. */
export function organizationJsonLd(company: OrganizationSource): JsonLdObject {
  const sameAs = company.sameAs.filter((link): link is string => Boolean(link));
  const logo = crawlableImageUrl(company.logoUrl, company.url);
  return {
    '@type': 'Organization',
    name: company.name,
    url: company.url,
    ...(logo && { logo }),
    ...(company.description && { description: company.description }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}
