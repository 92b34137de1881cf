import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { SiteFooter } from './SiteFooter.tsx';

describe('SiteFooter', () => {
  it('shows the five menus, each a heading over its links', () => {
    const { screen } = renderUi(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Enlaces del sitio' });
    const headings = Array.from(nav.querySelectorAll('h2')).map((heading) => heading.textContent);
    expect(headings).toEqual(['Personas', 'Camello', 'Camello Lite', 'Otras soluciones', 'Legal']);
    for (const section of Array.from(nav.querySelectorAll('section'))) {
      expect(section.querySelectorAll('a').length).toBeGreaterThan(0);
    }
  });

  it('links the Spanish pages of the site', () => {
    const { screen } = renderUi(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Buscar empleos' }).getAttribute('href')).toBe('/empleos');
    expect(screen.getByRole('link', { name: 'Empleos por ciudad' }).getAttribute('href')).toBe(
      '/trabajos/empleos-por-ciudades',
    );
    expect(screen.getByRole('link', { name: 'Empleos por sector' }).getAttribute('href')).toBe(
      '/trabajos/empleos-por-sector-laboral',
    );
    expect(screen.getByRole('link', { name: 'Empresas que contratan' }).getAttribute('href')).toBe(
      '/empresas',
    );
  });

  it('names every social and app-store link for screen readers', () => {
    const { screen } = renderUi(<SiteFooter />);
    for (const name of [
      'Síguenos en Instagram',
      'Síguenos en Facebook',
      'Síguenos en LinkedIn',
      'Síguenos en YouTube',
      'Síguenos en TikTok',
      'Disponible en Google Play',
      'Explóralo en AppGallery',
      'Descárgalo en el App Store',
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('carries the logo, follow text, employment-service notice and rights', () => {
    const { screen } = renderUi(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Camello, ir al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Síguenos')).toBeTruthy();
    expect(screen.getByText(/prestador del Servicio Público de Empleo/)).toBeTruthy();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Camello. Todos los derechos reservados.`),
    ).toBeTruthy();
  });

  it('speaks the language of the page', () => {
    const { screen } = renderUi(<SiteFooter />, { locale: 'en-US' });
    expect(screen.getByRole('navigation', { name: 'Site links' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow us on TikTok' })).toBeTruthy();
  });
});
