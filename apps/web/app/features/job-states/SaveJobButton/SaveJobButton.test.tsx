// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLoaderData, useRevalidator } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/index.ts';
import type { CandidateStatesByJob } from '../candidate-states.ts';
import SaveJobButton from './SaveJobButton.tsx';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promises, the router's loads and React's renders run. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

const savedAnswer = (jobId: string, saved: boolean) =>
  Response.json({ jobId, candidateState: { saved, applied: false, seen: false } });

type ListingData = { jobId: string; candidateStates: CandidateStatesByJob };

function Listing() {
  const { jobId, candidateStates } = useLoaderData() as ListingData;
  const { revalidate } = useRevalidator();
  return (
    <SaveJobButton
      jobId={jobId}
      title="Cajero"
      saved={candidateStates[jobId]?.saved ?? false}
      states={candidateStates}
      action="/empleos-guardados"
      className={undefined}
      onCard
      revalidate={revalidate}
    />
  );
}

const NoFallback = () => null;

/**
 * A listing page with one save button. Its loader reads the candidate's states from `api` when it
 * runs, as the real one asks the API; `hold` keeps its answer back, as a slow load does.
 */
async function mountListing(jobId: string) {
  const api = { saved: false, hold: null as Promise<void> | null };
  const loader = vi.fn(async (): Promise<ListingData> => {
    const candidateStates: CandidateStatesByJob = {
      [jobId]: { saved: api.saved, applied: false, seen: false },
    };
    if (api.hold) await api.hold;
    return { jobId, candidateStates };
  });
  const router = createMemoryRouter(
    [{ path: '/empleos', loader, Component: Listing, HydrateFallback: NoFallback }],
    { initialEntries: ['/empleos'] },
  );
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <I18nProvider locale="es-CO">
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
    router.dispose();
  });
  await settle();
  const screen = within(container);
  const button = () => screen.getByRole('button', { name: /^Guardar|^Guardada/ });
  return { api, loader, router, screen, button };
}

const SAVE = 'Guardar vacante: Cajero';
const SAVED = 'Guardada (quitar de guardados): Cajero';

/** The save request, answered when the test says. */
function stubSave() {
  const answer = deferred<Response>();
  const fetch = vi.fn(() => answer.promise);
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (response: Response) => act(async () => answer.resolve(response)) };
}

describe('SaveJobButton with JavaScript', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stays saved while the save is on its way, though loader data read before it is stored arrives', async () => {
    const { api, loader, router, button } = await mountListing('v-during');
    const save = stubSave();
    expect(button().textContent).toBe(SAVE);

    act(() => button().click());
    expect(save.fetch).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe(SAVED);

    // A revalidation (another save, a navigation) reads the states before the API stored this one.
    await act(() => router.revalidate());
    expect(loader).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe(SAVED);

    api.saved = true;
    await save.answer(savedAnswer('v-during', true));
    await settle();
    expect(button().textContent).toBe(SAVED);

    // Once the page has data loaded after the save, the server's word counts again (here: unsaved
    // in another tab since).
    api.saved = false;
    await act(() => router.revalidate());
    expect(button().textContent).toBe(SAVE);
  });

  it('stays saved when a load started before the save was stored ends after it: the page revalidates', async () => {
    const { api, loader, router, button } = await mountListing('v-after');
    const save = stubSave();
    act(() => button().click());
    expect(button().textContent).toBe(SAVED);

    // A navigation's load reads the states, still unsaved, and is slow to answer.
    const slowLoad = deferred<void>();
    api.hold = slowLoad.promise;
    act(() => {
      void router.revalidate();
    });
    await settle();
    expect(loader).toHaveBeenCalledTimes(2);

    api.saved = true;
    api.hold = null;
    await save.answer(savedAnswer('v-after', true));
    await settle();
    slowLoad.resolve();
    await settle();

    // The slow, stale answer never shows: the page asked for its data again after the save.
    expect(button().textContent).toBe(SAVED);
    expect(loader).toHaveBeenCalledTimes(3);
    expect(await loader.mock.results[2]?.value).toEqual({
      jobId: 'v-after',
      candidateStates: { 'v-after': { saved: true, applied: false, seen: false } },
    });
  });

  it('switches back with a notice on a failure, and keeps the page and its data', async () => {
    const { loader, screen, button } = await mountListing('v-failed');
    const save = stubSave();
    act(() => button().click());
    expect(button().textContent).toBe(SAVED);

    await save.answer(new Response(null, { status: 500 }));
    await settle();
    expect(button().textContent).toBe(SAVE);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos guardar la vacante');
    // Reloading the page's data would take the button (and its notice) away when the session ended.
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
