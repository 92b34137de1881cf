import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render.tsx';
import { SiteLayout } from './SiteLayout.tsx';

function PageWithFooter() {
  return (
    <SiteLayout>
      <h1>Contenido</h1>
    </SiteLayout>
  );
}

function WidgetPage() {
  return (
    <SiteLayout hideFooter>
      <h1>Contenido</h1>
    </SiteLayout>
  );
}

describe('SiteLayout', () => {
  it('frames the page with a skip link, the header, the main content and the footer', async () => {
    const { screen } = await renderRoutes([{ path: '/', Component: PageWithFooter }], '/');
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const header = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(header.textContent).toContain('Empleos');
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/ingresar');
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/registro');
  });

  it('shows no progress bar while no navigation is running', async () => {
    const { screen } = await renderRoutes([{ path: '/', Component: PageWithFooter }], '/');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('can leave the footer out', async () => {
    const { screen } = await renderRoutes([{ path: '/', Component: WidgetPage }], '/');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
