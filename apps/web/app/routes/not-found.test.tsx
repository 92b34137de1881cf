import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as root from '../root.tsx';
import { renderRoutes } from '../testing/render.tsx';
import * as notFound from './not-found.tsx';

// The route tree of routes.ts for unknown paths, built from the real route modules.
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: root.loader as RouteObject['loader'],
    Component: root.default,
    ErrorBoundary: root.ErrorBoundary,
    children: [
      {
        path: '*',
        loader: notFound.loader,
        Component: notFound.default,
        ErrorBoundary: notFound.ErrorBoundary,
      },
    ],
  },
];

describe('unknown paths', () => {
  it('answer 404 with the Spanish not-found page inside the site layout', async () => {
    const { screen, status } = await renderRoutes(routes, '/esta-pagina-no-existe');
    expect(status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver empleos' }).getAttribute('href')).toBe('/empleos');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('answer 404 at any depth', async () => {
    const { status } = await renderRoutes(routes, '/empresas/acme/vacante/123/extra');
    expect(status).toBe(404);
  });
});
