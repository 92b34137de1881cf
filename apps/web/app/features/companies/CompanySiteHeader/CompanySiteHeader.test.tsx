import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { CompanySiteHeader, type CompanySiteHeaderProps } from './CompanySiteHeader.tsx';

const brand = (slug: string) => ({ companySlug: slug, companyLogo: null, companyUrl: `/empresas/${slug}` });

const props: CompanySiteHeaderProps = {
  name: 'Grupo Ámbar',
  logoUrl: null,
  primaryColor: '#123456',
  secondaryColor: null,
  description: 'Alimentos para Colombia.',
  websiteUrl: 'https://ambar.example',
  brandMenu: { companySlug: 'lacteos-ambar', brandsProps: [brand('grupo-ambar'), brand('lacteos-ambar')] },
  sectorLanding: { url: '/trabajos/empleos-en-el-sector-alimentos', h1: 'Empleos en el sector alimentos' },
};

describe('CompanySiteHeader', () => {
  it('switches between the brands of the group, marking the current one', () => {
    const { screen } = renderUi(<CompanySiteHeader {...props} linkQuery="?widgetType=iframe" />);
    const brands = screen.getByRole('navigation', { name: 'Marcas del grupo' });
    const links = [...brands.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/empresas/grupo-ambar?widgetType=iframe',
      '/empresas/lacteos-ambar?widgetType=iframe',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it('has no switcher for a company without brands', () => {
    const { screen } = renderUi(
      <CompanySiteHeader {...props} brandMenu={{ companySlug: 'solo', brandsProps: [] }} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links its website and the landing of its sector', () => {
    const { screen } = renderUi(<CompanySiteHeader {...props} />);
    expect(screen.getByRole('link', { name: 'Sitio web de la empresa' }).getAttribute('href')).toBe(
      'https://ambar.example',
    );
    expect(
      screen
        .getByRole('link', { name: 'Empleos en el sector alimentos en otras empresas' })
        .getAttribute('href'),
    ).toBe('/trabajos/empleos-en-el-sector-alimentos');
    expect(screen.getByRole('img', { name: 'Logo de Grupo Ámbar' })).toBeDefined();
  });

  it('links its pages on social networks, the ones it has', () => {
    const { document } = renderUi(
      <CompanySiteHeader
        {...props}
        social={{ facebook: 'https://facebook.com/ambar', instagram: null, x: 'https://x.com/ambar' }}
      />,
    );
    expect(
      [...document.querySelectorAll('[data-social-links] a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Facebook', 'https://facebook.com/ambar'],
      ['X', 'https://x.com/ambar'],
    ]);
  });
});
