import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import type { FilterGroup, ListingFilterDefinition } from '../filter-options.ts';
import { FilterColumn } from './FilterColumn.tsx';

const definition: ListingFilterDefinition = {
  label: 'Tipo de contrato',
  field: 'employmentType',
  repository: '',
  filtersApplied: [],
  params: {},
  searchPlaceholder: '',
  switchText: '',
  renderType: 'MULTI_SELECT',
  type: 'EQUAL',
  multiple: true,
};

const group = (applied: boolean): FilterGroup => ({
  definition,
  items: [
    { id: 'termino-fijo', label: 'Término fijo', total: 12, isApplied: applied },
    { id: 'temporal', label: 'Temporal', total: 3, isApplied: false },
  ],
  childFields: [],
});

const render = (groups: FilterGroup[]) =>
  renderUi(
    <FilterColumn groups={groups} hrefFor={(_, item) => `/empleos?f=${item.id}`} clearHref="/empleos?q=x" />,
  );

describe('FilterColumn', () => {
  it('disables "Limpiar filtros" and counts zero when nothing is applied', () => {
    const { screen } = render([group(false)]);
    expect(screen.getByRole('button', { name: 'Limpiar filtros' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Limpiar filtros' })).toBeNull();
    expect(screen.getByText('0 filtros aplicados')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtrar' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('links "Limpiar filtros" to the listing without filters and counts the applied values', () => {
    const { screen } = render([group(true)]);
    expect(screen.getByRole('link', { name: 'Limpiar filtros' }).getAttribute('href')).toBe('/empleos?q=x');
    expect(screen.getByText('1 filtro aplicado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtrar (1 aplicado)' })).toBeTruthy();
  });

  it('works as a link to the panel before JavaScript, with a close link away from it', () => {
    const { screen } = render([group(false)]);
    expect(screen.getByRole('button', { name: 'Filtrar' }).getAttribute('href')).toBe('#filtros');
    expect(screen.getByRole('region', { name: 'Filtros' }).id).toBe('filtros');
    expect(screen.getByRole('button', { name: 'Cerrar los filtros' }).getAttribute('href')).toBe(
      '#resultados',
    );
  });
});
