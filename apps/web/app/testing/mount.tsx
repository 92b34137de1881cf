import type { Locale } from '@camello/domain';
import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { act, createContext, type ReactNode, useContext } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { I18nProvider } from '../i18n/index.ts';

const MountedNodeContext = createContext<ReactNode>(null);

function MountedNode() {
  return useContext(MountedNodeContext);
}

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
  // A data router, as the app's (forms need one); the page is read from a context so that a
  // rerender renders the same tree again instead of mounting a new one.
  const router = createMemoryRouter([{ path: '*', element: <MountedNode /> }]);
  const render = (node: ReactNode) =>
    act(() =>
      root.render(
        <MountedNodeContext value={node}>
          <I18nProvider locale={locale}>
            <RouterProvider router={router} />
          </I18nProvider>
        </MountedNodeContext>,
      ),
    );
  render(ui);
  onTestFinished(() => {
    act(() => root.unmount());
    router.dispose();
    container.remove();
  });
  return { screen: within(container), rerender: render };
}
