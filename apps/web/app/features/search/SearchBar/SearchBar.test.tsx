// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/index.ts';
import { renderUi } from '../../../testing/render.tsx';
import { SEARCH_VALUE_KEY, SearchBar } from './SearchBar.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  localStorage.clear();
});

/** Mounts the bar in a data router (its form needs one), counting the commits of its tree. */
function mount(term: string) {
  const commits: string[] = [];
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <I18nProvider locale="es-CO">
          <Profiler id="search-bar" onRender={(_id, phase) => commits.push(phase)}>
            <SearchBar action="/empleos" term={term} />
          </Profiler>
        </I18nProvider>
      ),
    },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<RouterProvider router={router} />));
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { commits, screen: within(container), form: container.querySelector('form') };
}

describe('SearchBar', () => {
  it('renders once on a search page, and offers to clear the term once enhanced', () => {
    const { commits, screen, form } = mount('cocinero');
    expect(commits).toEqual(['mount']);
    expect(form?.hasAttribute('data-enhanced')).toBe(true);
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
