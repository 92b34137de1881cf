import type { MetaDescriptor } from 'react-router';

/**
 * An account page's title (its loader words it, see `accountPageData`); search engines leave
 * these pages out, which differ only by where they return.
 */
export function accountPageMeta(data: { readonly title: string } | undefined): MetaDescriptor[] {
  return [...(data ? [{ title: data.title }] : []), { name: 'robots', content: 'noindex, follow' }];
}
