import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cookieHeader, signedInCandidate } from './support/accounts.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

/** A signed-in candidate who saved the first vacancy of the listing through the API; its title. */
async function candidateWithASavedJob(context: BrowserContext): Promise<string> {
  const cookies = await signedInCandidate(context, baseUrl, { resume: 'asSignedUp' });
  const headers = { Cookie: cookieHeader(cookies), 'Content-Type': 'application/json' };
  const search = await fetch(new URL('/api/jobs/v1/jobs/search?paginator[page]=1', baseUrl), { headers });
  const [first] = ((await search.json()) as { rows: { id: string; title: string }[] }).rows;
  if (!first) throw new Error('The listing has no vacancy');
  const saved = await fetch(new URL('/api/jobs/v1/jobs/state', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ jobId: first.id, state: 0 }),
  });
  expect(saved.status).toBe(200);
  return first.title;
}

describe('/empleos-guardados', () => {
  it.each(viewportNames)('lists a saved vacancy and unsaves it (%s)', async (viewport) => {
    await withPage(viewport, async (page, context) => {
      const title = await candidateWithASavedJob(context);
      const response = await page.goto('/empleos-guardados');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await htmlErrors((await response?.text()) ?? '')).toEqual([]);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        title,
      ]);
      expect(await wcagViolations(page)).toEqual([]);
      await hydrated(page);
      await page.getByRole('button', { name: /^Quitar de guardados/ }).click();
      await shown(page.getByRole('heading', { name: 'Aún no tienes vacantes guardadas' }));
    });
  });

  it('unsaves without JavaScript too', async () => {
    await withPage(
      'desktop',
      async (page, context) => {
        await candidateWithASavedJob(context);
        await page.goto('/empleos-guardados');
        await page.getByRole('button', { name: /^Quitar de guardados/ }).click();
        await page.waitForURL(/\/empleos-guardados$/);
        await shown(page.getByRole('heading', { name: 'Aún no tienes vacantes guardadas' }));
      },
      { javaScriptEnabled: false },
    );
  });

  it('sends a visitor who posts a save to sign in first, with action=save, and back to the page', async () => {
    const response = await fetch(new URL('/empleos-guardados', baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Referer: `${baseUrl}/empleos?q=medico`,
      },
      body: new URLSearchParams({ jobId: 'abc123', intent: 'save' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', baseUrl);
    expect(location.pathname).toBe('/ingresar');
    expect(location.searchParams.get('action')).toBe('save');
    // Back from signing in, the saved-jobs page saves the vacancy and returns to the listing.
    const forward = new URL(atob(location.searchParams.get('forwardUrl') ?? ''), baseUrl);
    expect(forward.pathname).toBe('/empleos-guardados');
    expect(forward.searchParams.get('guardar')).toBe('abc123');
    expect(forward.searchParams.get('volver')).toBe('/empleos?q=medico');
  });
});
