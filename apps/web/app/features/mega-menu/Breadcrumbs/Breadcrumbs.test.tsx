import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { Breadcrumbs, breadcrumbsOf } from './Breadcrumbs.tsx';

const items = [
  { label: 'Inicio', url: '/' },
  { label: 'Empleos', url: '/empleos' },
  { label: 'Empleos en Cali', url: '/trabajos/empleos-en-cali' },
];

describe('Breadcrumbs', () => {
  it('links every step but the current page', () => {
    const { screen } = renderUi(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Estás en' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/empleos',
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Empleos en Cali');
  });

  it('shows nothing for a single step', () => {
    const { screen } = renderUi(<Breadcrumbs items={items.slice(0, 1)} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('breadcrumbsOf', () => {
  it('takes the deepest route that has breadcrumbs', () => {
    const matches = [
      { loaderData: { locale: 'es-CO' } },
      { loaderData: { breadcrumbs: items } },
      { loaderData: undefined },
    ];
    expect(breadcrumbsOf(matches)).toEqual(items);
    expect(breadcrumbsOf([{ loaderData: null }])).toEqual([]);
  });
});
