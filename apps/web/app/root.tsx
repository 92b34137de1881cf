import { DEFAULT_LOCALE, paths } from '@camello/domain';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { RouteErrorBoundary } from './features/errors/index.ts';
import { FeedbackIsland } from './features/feedback/index.ts';
import { isFooterHidden, pageHeaderOf, SiteLayout } from './features/layout/index.ts';
import { Breadcrumbs, breadcrumbsOf, MegaMenuHeader } from './features/mega-menu/index.ts';
import { RegionIsland } from './features/region/index.ts';
import { searchTermOf } from './features/search/index.ts';
import { SessionHeader } from './features/session-header/index.ts';
import { I18nProvider } from './i18n/index.ts';
import { visitorCookiesMiddleware } from './shared/api/visitor-cookies.server.ts';
import { localeMiddleware, localeOf } from './shared/locale.server.ts';
import { returnPathOfPage } from './shared/named-routes.ts';
import { isWidgetRequest } from './shared/widget-mode.ts';
import './styles/global.css';

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware, visitorCookiesMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  return { locale: localeOf(context), widget: isWidgetRequest(new URL(request.url).searchParams) };
}

/** Inside a company's widget the page stays a widget (no header nor footer) as the visitor browses it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod || !isWidgetRequest(currentUrl.searchParams) ? defaultShouldRevalidate : false);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a7d3e" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const matches = useMatches();
  const location = useLocation();
  const widget = useRouteLoaderData<typeof loader>('root')?.widget ?? false;
  const returnPath = returnPathOfPage(matches, `${location.pathname}${location.search}`);
  const term = searchTermOf(new URLSearchParams(location.search));
  const breadcrumbs = breadcrumbsOf(matches);
  // Signed-in pages bring their header; public ones are logged out until the browser finds a session.
  const PageHeader = pageHeaderOf(matches);
  return (
    <SiteLayout
      header={
        PageHeader ? (
          <PageHeader term={term} />
        ) : (
          <SessionHeader
            loggedOut={<MegaMenuHeader breadcrumbs={breadcrumbs} term={term} returnPath={returnPath} />}
            term={term}
          >
            <Breadcrumbs items={breadcrumbs} />
          </SessionHeader>
        )
      }
      hideHeader={widget}
      hideFooter={widget || isFooterHidden(matches)}
    >
      <Outlet />
      {widget ? null : (
        <>
          <RegionIsland />
          <FeedbackIsland />
        </>
      )}
    </SiteLayout>
  );
}

/** A 500 anywhere: signing in from it comes back to the jobs list (spec §2). */
export function ErrorBoundary() {
  return (
    <SiteLayout header={<MegaMenuHeader returnPath={paths.jobs()} />}>
      <RouteErrorBoundary />
    </SiteLayout>
  );
}
