import type { Locale } from '@camello/domain';
import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  RouterContextProvider,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { I18nProvider } from '../i18n/index.ts';

export type Rendered = {
  /** Testing Library queries over the rendered markup: find things by role and name. */
  screen: BoundFunctions<typeof queries>;
  document: Document;
};

/** Parses server-rendered HTML into a DOM so tests can query it the way people use the page. */
export function parseHtml(html: string): Rendered {
  const window = new Window({ url: 'http://localhost/' });
  const document = window.document as unknown as Document;
  document.body.innerHTML = html;
  return { screen: within(document.body), document };
}

/** Server-renders a component inside a data router (forms and fetchers work) and the i18n provider. */
export function renderUi(
  ui: ReactNode,
  { locale = 'es-CO', path = '/' }: { locale?: Locale; path?: string } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return parseHtml(
    renderToString(
      <I18nProvider locale={locale}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
}

/** Runs the loaders of `routes` for `url` as the server would, then renders the result. */
export async function renderRoutes(
  routes: RouteObject[],
  url: string,
): Promise<Rendered & { status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), {
    requestContext: new RouterContextProvider(),
  });
  if (context instanceof Response) throw new Error(`Routes answered with a raw ${context.status} response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nProvider locale="es-CO">
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
  return { ...parseHtml(html), status: context.statusCode };
}
