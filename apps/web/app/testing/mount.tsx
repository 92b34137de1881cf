import type { Locale } from '@camello/domain';
import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { I18nProvider } from '../i18n/index.ts';

export type Mounted = {
  screen: BoundFunctions<typeof queries>;
  /** Renders new props into the same tree, as a parent re-render would. */
  rerender: (ui: ReactNode) => void;
};

/**
 * Mounts a component in the test's DOM, effects and events included, for behaviour that
 * server-rendered HTML cannot show (timers, clicks). Needs `@vitest-environment happy-dom` in the
 * test file; unmounted when the test finishes.
 */
export function mountUi(ui: ReactNode, { locale = 'es-CO' }: { locale?: Locale } = {}): Mounted {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (node: ReactNode) =>
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider locale={locale}>{node}</I18nProvider>
        </MemoryRouter>,
      ),
    );
  render(ui);
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { screen: within(container), rerender: render };
}
