// @vitest-environment happy-dom
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { SEARCH_VALUE_KEY, SearchBar } from './SearchBar.tsx';

afterEach(() => localStorage.clear());

/** Mounts the bar, counting the commits of its tree. */
function mount(term: string) {
  const commits: string[] = [];
  const { screen } = mountUi(
    <Profiler id="search-bar" onRender={(_id, phase) => commits.push(phase)}>
      <SearchBar action="/empleos" term={term} />
    </Profiler>,
  );
  return { commits, screen, form: screen.getByRole('search') };
}

describe('SearchBar', () => {
  it('renders once on a search page, and offers to clear the term once enhanced', () => {
    const { commits, screen, form } = mount('cocinero');
    expect(commits).toEqual(['mount']);
    expect(form.hasAttribute('data-enhanced')).toBe(true);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('cocinero');
    expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeTruthy();
  });

  it('offers the last search again on a page that is not a search', () => {
    localStorage.setItem(SEARCH_VALUE_KEY, 'mesero');
    const { screen } = mount('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('mesero');
    expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeTruthy();
  });

  it('writes the clear button on the server inside a form not yet enhanced, which the style hides', () => {
    const { document } = renderUi(<SearchBar action="/empleos" term="cocinero" />);
    const form = document.querySelector('form[role="search"]');
    expect(form?.hasAttribute('data-enhanced')).toBe(false);
    expect(form?.querySelector('button[type="button"]')?.getAttribute('aria-label')).toBe(
      'Borrar la búsqueda',
    );
  });
});
