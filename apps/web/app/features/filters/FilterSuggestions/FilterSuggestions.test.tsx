// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import type { FilterItem } from '../filter-options.ts';
import { FilterSuggestions } from './FilterSuggestions.tsx';

const item = (id: string, label: string, total = 3): FilterItem => ({ id, label, total, isApplied: false });
const listed = [item('medellin', 'Medellín'), item('mesitas', 'Mesitas del Colegio'), item('cali', 'Cali')];

function mount(searchOptions?: (text: string, signal: AbortSignal) => Promise<FilterItem[]>) {
  const { screen } = mountUi(
    <FilterSuggestions
      filterLabel="Ciudad"
      placeholder="Busca una ciudad"
      items={listed}
      hrefFor={(chosen) => `/empleos?filters%5Bcity%5D%5B%5D=${chosen.id}`}
      searchOptions={searchOptions}
    />,
  );
  const box = screen.getByRole('combobox', { name: 'Buscar en Ciudad' });
  const list = () => screen.getByRole('listbox', { hidden: true });
  const labels = () => [...list().querySelectorAll('[role="option"]')].map((option) => option.textContent);
  const type = (text: string) => act(() => fireEvent.input(box, { target: { value: text } }));
  return { list, labels, type };
}

describe('FilterSuggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the listed matches while the lookup runs, then what it found, saying when it has settled', async () => {
    let answer: (options: FilterItem[]) => void = () => undefined;
    const search = vi.fn(
      (_text: string, _signal: AbortSignal) =>
        new Promise<FilterItem[]>((resolve) => {
          answer = resolve;
        }),
    );
    const { list, labels, type } = mount(search);
    type('me');
    expect(labels().map((label) => label?.replace(/\s*\(.*$/, ''))).toEqual([
      'Medellín',
      'Mesitas del Colegio',
    ]);
    expect(list().getAttribute('aria-busy')).toBe('true');

    await act(() => vi.advanceTimersByTime(200));
    expect(search).toHaveBeenCalledWith('me', expect.any(AbortSignal));
    await act(async () => answer([item('medellin', 'Medellín', 40), item('melgar', 'Melgar', 2)]));
    expect(labels().map((label) => label?.replace(/\s*\(.*$/, ''))).toEqual(['Medellín', 'Melgar']);
    expect(list().getAttribute('aria-busy')).toBe('false');
  });

  it('falls back to the listed values, settled, when the lookup fails', async () => {
    const { list, labels, type } = mount(() => Promise.reject(new Error('offline')));
    type('cal');
    await act(async () => vi.advanceTimersByTime(200));
    expect(labels().map((label) => label?.replace(/\s*\(.*$/, ''))).toEqual(['Cali']);
    expect(list().getAttribute('aria-busy')).toBe('false');
  });

  it('is never busy without a lookup', () => {
    const { list, type } = mount();
    type('me');
    expect(list().getAttribute('aria-busy')).toBe('false');
  });
});
