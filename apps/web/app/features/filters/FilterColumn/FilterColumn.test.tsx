// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterDefinitionFixture } from '../../../testing/filter-definition-fixture.ts';
import { mountUi } from '../../../testing/mount.tsx';
import { renderUi } from '../../../testing/render.tsx';
import type { FilterGroup } from '../filter-options.ts';
import { FilterColumn } from './FilterColumn.tsx';

const definition = filterDefinitionFixture('employmentType', { label: 'Tipo de contrato' });

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

describe('FilterColumn panel on small screens, once interactive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const mount = () => {
    const { screen } = mountUi(
      <FilterColumn
        groups={[group(true)]}
        hrefFor={(_, item) => `/empleos?f=${item.id}`}
        clearHref="/empleos"
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Filtrar (1 aplicado)' });
    const panel = screen.getByRole('region', { name: 'Filtros' });
    const backdrop = () => panel.parentElement?.querySelector('[aria-hidden="true"]') ?? null;
    const isOpen = () => /open/.test(panel.className);
    return { screen, toggle, panel, backdrop, isOpen };
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('opens over a dimmed page that does not scroll', () => {
    const { toggle, backdrop, isOpen } = mount();
    expect(isOpen()).toBe(false);
    expect(backdrop()).toBeNull();
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(isOpen()).toBe(true);
    expect(backdrop()).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('slides out for 500 ms after closing, then hides, lets the page scroll and gives the focus back', () => {
    const { screen, toggle, panel, backdrop, isOpen } = mount();
    act(() => toggle.click());
    const closeButton = screen.getByRole('button', { name: 'Cerrar los filtros' });
    closeButton.focus();
    act(() => closeButton.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(isOpen()).toBe(true);
    expect(panel.hasAttribute('data-closing')).toBe(true);
    expect(backdrop()?.hasAttribute('data-closing')).toBe(true);
    wait(499);
    expect(isOpen()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    wait(1);
    expect(isOpen()).toBe(false);
    expect(panel.hasAttribute('data-closing')).toBe(false);
    expect(backdrop()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Escape and with a click on the dimmed page', () => {
    const { toggle, backdrop, isOpen } = mount();
    act(() => toggle.click());
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    wait(500);
    expect(isOpen()).toBe(false);

    act(() => toggle.click());
    act(() => (backdrop() as HTMLElement).click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    wait(500);
    expect(isOpen()).toBe(false);
  });
});
