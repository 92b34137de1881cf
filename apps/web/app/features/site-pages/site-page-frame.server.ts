import { paths } from '@camello/domain';
import type { RouterContextProvider } from 'react-router';
import { createTranslator } from '../../i18n/index.ts';
import { publicUrl } from '../../shared/load-context.server.ts';
import { localeOf } from '../../shared/locale.server.ts';
import { breadcrumbListJsonLd, serializeJsonLd } from '../seo/index.ts';

/** What every site page's loader hands its head and header: title, breadcrumbs, canonical URL. */
export function sitePageFrame(
  context: Readonly<RouterContextProvider>,
  page: { readonly path: string; readonly title: string; readonly description: string },
) {
  const { t } = createTranslator(localeOf(context));
  const breadcrumbs = [
    { label: t('megaMenu.home'), url: paths.home() },
    { label: page.title, url: page.path },
  ];
  return {
    ...page,
    breadcrumbs,
    canonicalUrl: publicUrl(context, page.path),
    structuredData: serializeJsonLd(breadcrumbListJsonLd(breadcrumbs, (path) => publicUrl(context, path))),
  };
}
