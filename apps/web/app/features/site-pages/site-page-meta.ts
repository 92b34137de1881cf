import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../shared/page-meta.ts';
import { seoMeta } from '../seo/index.ts';

type MetaMatches = Parameters<typeof metaTranslator>[0];
type FrameData = { readonly title: string; readonly description: string; readonly canonicalUrl: string };

/** The head of a site page, from what its loader's `sitePageFrame` put in its data. */
export function sitePageMeta(frame: FrameData | undefined, matches: MetaMatches): MetaDescriptor[] {
  if (!frame) return [];
  const { t } = metaTranslator(matches);
  return seoMeta({
    title: t('site.pageTitle', { title: frame.title }),
    description: frame.description,
    canonicalUrl: frame.canonicalUrl,
  });
}
