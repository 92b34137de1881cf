import { paths } from '@camello/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  // biome-ignore lint/style/noRestrictedImports: compares the server's link with React Router's.
  Link as RouterLink,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, ServerLink } from './Link.tsx';

/** Server-renders `element` as the page at `url` (a nested route matched), as a page render would. */
async function render(url: string, element: ReactNode, basename?: string): Promise<string> {
  const routes = [
    {
      path: '/',
      children: [
        { path: 'empleos/:slug', element },
        { path: '*', element },
      ],
    },
  ];
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const links: [string, Parameters<typeof ServerLink>[0]][] = [
  ['a listing', { to: paths.jobs({ q: 'mesero en bogotá', page: 2 }) }],
  ['a listing with filters', { to: '/empleos?q=mesero&filters%5Bcity%5D%5B0%5D=bogota' }],
  ['a vacancy', { to: '/empleos/mesero-en-bogota-abc123', className: 'card', 'aria-label': 'Mesero' }],
  ['a path with a hash', { to: '/empleos?q=ventas#filtros', children: 'Filtros' }],
  ['an empty search and hash', { to: '/empleos?#' }],
  ['an empty search', { to: '/empleos?' }],
  ['an empty hash', { to: '/empleos?q=cajero#' }],
  ['an empty search before a hash', { to: '/empleos?#filtros' }],
  ['a segment starting with a dot', { to: '/empleos/.net' }],
  ['a dot segment at the end', { to: '/empleos/a/..' }],
  ['a backslash inside', { to: '/empleos\\bogota' }],
  ['doubled slashes in the search', { to: '/compartir?u=https://camello.co/x' }],
  ['a trailing slash', { to: '/empresas/' }],
  ['dot segments', { to: '/empleos/./a/../b' }],
  ['doubled slashes inside', { to: '/empleos//bogota' }],
  ['a backslash after the first slash', { to: '/\\empleos' }],
  ['the root', { to: '/' }],
  ['discovery off', { to: '/empleos', discover: 'none' }],
  ['a target and rel', { to: '/ayuda', target: '_blank', rel: 'noopener' }],
  ['a click handler', { to: '/ayuda', onClick: () => {} }],
  [
    'navigation options',
    { to: '/empleos', replace: true, preventScrollReset: true, reloadDocument: true, state: { a: 1 } },
  ],
  ['a relative path', { to: 'mesero', relative: 'path' }],
  ['a parent path', { to: '../otra' }],
  ['a query only', { to: '?page=2' }],
  ['a path object', { to: { pathname: '/empleos', search: '?q=cajero' } }],
  ['an address elsewhere', { to: 'https://example.com/x' }],
  ['a protocol-relative address', { to: '//example.com/x' }],
  ['a prefetched link', { to: '/empleos', prefetch: 'render' }],
];

describe('ServerLink', () => {
  it.each(links)('writes %s exactly as React Router’s Link does', async (_name, props) => {
    for (const url of ['/empleos/algo-123', '/empresas/acme/empleos/']) {
      const expected = await render(url, <RouterLink {...props} />);
      expect(await render(url, <ServerLink {...props} />)).toBe(expected);
    }
  });

  it('leaves a site under a basename to React Router', async () => {
    const props = { to: '/empleos?q=cajero' };
    const expected = await render('/app/empleos/x', <RouterLink {...props} />, '/app');
    expect(expected).toContain('href="/app/empleos?q=cajero"');
    expect(await render('/app/empleos/x', <ServerLink {...props} />, '/app')).toBe(expected);
  });

  it('is the link the server renders with', () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(Link).toBe(ServerLink);
  });
});
