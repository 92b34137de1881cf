import { paths } from '@camello/domain';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { JsonLd } from '../features/seo/index.ts';
import { sitePageCatalogs, sitePageFrame, siteTexts } from '../features/site-pages/index.server.ts';
import { AboutCamello, HelpCenter, sitePageMeta } from '../features/site-pages/index.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { Route } from './+types/site-page.ts';

/** The pages of the site about itself: all their texts are in the catalogs. */
function contentOf(path: string, locale: Parameters<typeof siteTexts>[0]) {
  if (path === paths.about()) {
    const texts = siteTexts(locale, 'about');
    return {
      page: 'about',
      title: texts['about.title'],
      description: texts['about.description'],
      texts,
    } as const;
  }
  if (path === paths.help()) {
    const texts = siteTexts(locale, 'help');
    return {
      page: 'help',
      title: texts['help.title'],
      description: texts['help.description'],
      texts,
    } as const;
  }
  return null;
}

export function loader({ request, context }: Route.LoaderArgs) {
  // Client navigations fetch `{path}.data`: the page is the path without that suffix.
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const content = contentOf(path, localeOf(context));
  if (!content) throw data(null, { status: 404, statusText: 'Not Found' });
  const { title, description } = content;
  // What the page shows is its catalog: new wording, new ETag.
  return data(
    { ...sitePageFrame(context, { path, title, description }), content },
    { headers: pageCacheHeaders(request, { path, sitePageCatalogs }) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => sitePageMeta(loaderData, matches);

export default function SitePageRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.page === 'about' ? (
        <AboutCamello texts={content.texts} />
      ) : (
        <HelpCenter texts={content.texts} />
      )}
      <JsonLd serialized={loaderData.structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
