import { describe, expect, it } from 'vitest';
import { filterDefinitionFixture } from '../../../testing/filter-definition-fixture.ts';
import { renderUi } from '../../../testing/render.tsx';
import type { FilterGroup, FilterItem, ListingFilterDefinition } from '../filter-options.ts';
import { FilterCard } from './FilterCard.tsx';

const definition = filterDefinitionFixture('city', {
  label: 'Ciudad',
  repository: 'cities',
  searchPlaceholder: 'Busca una ciudad',
});

const item = (id: string, label: string, total: number, isApplied = false): FilterItem => ({
  id,
  label,
  total,
  isApplied,
});

const render = (
  items: FilterItem[],
  renderType: ListingFilterDefinition['renderType'] = 'MULTI_SELECT',
  hidden?: FilterGroup['hidden'],
) => {
  const group: FilterGroup = { definition: { ...definition, renderType }, items, childFields: [], hidden };
  return renderUi(<FilterCard group={group} hrefFor={(value) => `/empleos?toggle=${value.id}`} />);
};

describe('FilterCard', () => {
  it('lists applied values first, each a link with its count', () => {
    const { screen } = render([item('cali', 'Cali', 1200), item('bogota', 'Bogotá', 40, true)]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Bogotá40, aplicado', 'Cali1.200']);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links[1]?.getAttribute('href')).toBe('/empleos?toggle=cali');
    expect(screen.getByRole('heading', { level: 3, name: 'Ciudad' })).toBeTruthy();
  });

  it('disables a value with no vacancies, unless it is applied', () => {
    const { screen } = render([item('pasto', 'Pasto', 0), item('tunja', 'Tunja', 0, true)]);
    expect(screen.queryByRole('link', { name: /Pasto/ })).toBeNull();
    expect(screen.getByText('Pasto').parentElement?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: /Tunja/ })).toBeTruthy();
  });

  it('offers a search box only when the card has many values', () => {
    const few = render([item('cali', 'Cali', 1)]);
    expect(few.screen.queryByRole('searchbox')).toBeNull();
    const many = render(Array.from({ length: 9 }, (_, n) => item(`c${n}`, `Ciudad ${n}`, n + 1)));
    expect(many.screen.getByRole('searchbox', { name: 'Buscar en Ciudad' })).toBeTruthy();
  });

  it('adds the A to Z filter, with Ñ, to long cards and disables letters no value starts with', () => {
    const labels = ['Ñuñoa', ...Array.from({ length: 19 }, (_, n) => `Bello ${n}`)];
    const { screen } = render(labels.map((label, n) => item(`v${n}`, label, 1)));
    const group = screen.getByRole('group', { name: 'Filtrar Ciudad por letra inicial' });
    const letters = [...group.querySelectorAll('button')].map((button) => button.textContent);
    expect(letters).toHaveLength(28);
    expect(letters.slice(14, 17)).toEqual(['N', 'Ñ', 'O']);
    expect(screen.getByRole('button', { name: 'Ñ' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'A' }).hasAttribute('disabled')).toBe(true);
  });

  it('gives a SEARCH card a combobox and lists only its applied and top values', () => {
    const items = [
      item('a', 'Alfa', 9, true),
      ...Array.from({ length: 8 }, (_, n) => item(`o${n}`, `Cargo ${n}`, 8 - n)),
    ];
    const { screen } = render(items, 'SEARCH');
    expect(screen.getByRole('combobox', { name: 'Buscar en Ciudad' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('links to the card whole when the page lists only its top values', () => {
    const items = Array.from({ length: 8 }, (_, n) => item(`c${n}`, `Ciudad ${n}`, 100 - n));
    const { screen } = render(items, 'MULTI_SELECT', {
      count: 22,
      href: '/empleos?expandFilter=city#filtros',
    });
    const more = screen.getByRole('link', { name: 'Ver 22 más en Ciudad' });
    expect(more.getAttribute('href')).toBe('/empleos?expandFilter=city#filtros');
    expect(render(items).screen.queryByRole('link', { name: /más/ })).toBeNull();
  });
});
