import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  cookieHeader,
  createCandidateAccount,
  signedInCandidate,
  signIn,
} from './support/accounts.ts';
import { applyThroughApi } from './support/applications.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { handles, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

const SAVE = /^Guardar vacante: /;
const saveButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Guardar vacante: ${title}`, exact: true }).first();
const unsaveButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Guardada (quitar de guardados): ${title}`, exact: true }).first();

/** The slugs of the candidate's saved vacancies, as `/empleos-guardados` lists them. */
async function savedSlugs(cookies: readonly Cookie[]): Promise<string[]> {
  const response = await fetch(new URL('/api/jobs/v1/jobs/candidate/saved', baseUrl), {
    headers: { Cookie: cookieHeader(cookies) },
  });
  return ((await response.json()) as { rows: { slug: string }[] }).rows.map((row) => row.slug);
}

/** The title a save button names. */
async function titleOf(page: Page): Promise<string> {
  const name = (await page.getByRole('button', { name: SAVE }).first().textContent()) ?? '';
  return name.replace(/^Guardar vacante: /, '');
}

/** With scripts, a click on the save button calls the API and switches the icon without leaving the page. */
async function clickByScript(page: Page, button: ReturnType<typeof saveButton>) {
  const sent = page.waitForRequest((request) => request.url().includes('/api/jobs/v1/jobs/state'));
  await button.click();
  await sent;
}

/**
 * The page hydrated the save button, whose script loads lazily: clicked before, its form is posted
 * without scripts and the API is never called from the page.
 */
const saveFormHydrated = (button: ReturnType<typeof saveButton>) =>
  handles(button.locator('xpath=ancestor::form[1]'), 'onSubmit');

describe('saving, seeing and applying to vacancies as a signed-in candidate', () => {
  it.each(viewportNames)(
    'saves from a card and unsaves from the vacancy page with JavaScript, the card then seen; applied hides the actions (%s)',
    async (viewport) => {
      await withPage(viewport, async (page, context) => {
        const cookies = await signedInCandidate(context, baseUrl);
        const listing = await page.goto('/empleos');
        // One person's page: no shared cache keeps it.
        expect(listing?.headers()['cache-control']).toBe('private, no-cache');
        expect(listing?.headers().etag).toBeUndefined();
        expect(await htmlErrors((await listing?.text()) ?? '')).toEqual([]);
        const title = await titleOf(page);
        await saveFormHydrated(saveButton(page, title));

        await clickByScript(page, saveButton(page, title));
        await shown(unsaveButton(page, title));
        await expect.poll(() => savedSlugs(cookies)).toHaveLength(1);
        const [slug] = await savedSlugs(cookies);

        // The vacancy's own page knows it is saved; unsaving there switches it back.
        await page.goto(`/empleos/${slug}`);
        await saveFormHydrated(unsaveButton(page, title));
        await clickByScript(page, unsaveButton(page, title));
        await shown(saveButton(page, title));
        await expect.poll(() => savedSlugs(cookies)).toEqual([]);
        await page.reload();
        await shown(saveButton(page, title));

        // Opening it recorded it as seen: its card says so.
        await page.goto('/empleos');
        const card = page.getByRole('article', { name: title, exact: true }).first();
        expect(await card.getByText('Ya la viste').count()).toBe(1);

        // A failure (here, the session ended in another tab) switches the icon back, with a notice.
        await saveFormHydrated(saveButton(page, title));
        await context.clearCookies();
        await saveButton(page, title).click();
        await shown(page.getByRole('alert').filter({ hasText: 'No pudimos guardar la vacante' }));
        await shown(saveButton(page, title));
        await addSessionCookies(context, baseUrl, cookies);

        // Applied: the alert replaces the apply buttons, and neither save nor the bottom bar show.
        const applied = await applyThroughApi(baseUrl, cookies);
        await page.goto(`/empleos/${await slugOf(cookies, applied.jobId)}`);
        await shown(page.getByRole('status').filter({ hasText: 'Ya te postulaste a esta vacante.' }).first());
        expect(await page.getByRole('link', { name: /^Postularme/ }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Guardar/ }).count()).toBe(0);
        expect(await page.locator('[data-actions-bar]').count()).toBe(0);
      });
    },
  );

  it('saves from a card and unsaves from the vacancy page without JavaScript, back on the same page', async () => {
    await withPage(
      'desktop',
      async (page, context) => {
        // A visitor's listing has no save button, and stays cacheable.
        const anonymous = await fetch(new URL('/empleos', baseUrl));
        expect(anonymous.headers.get('cache-control')).toMatch(/s-maxage=/);
        expect(await anonymous.text()).not.toContain('Guardar vacante');

        const cookies = await signedInCandidate(context, baseUrl);
        await page.goto('/empleos?q=medico');
        const title = await titleOf(page);
        await saveButton(page, title).click();
        await shown(unsaveButton(page, title));
        expect(new URL(page.url()).search).toBe('?q=medico');
        const [slug] = await savedSlugs(cookies);

        await page.goto(`/empleos/${slug}`);
        await unsaveButton(page, title).click();
        await shown(saveButton(page, title));
        expect(new URL(page.url()).pathname).toBe(`/empleos/${slug}`);
        expect(await savedSlugs(cookies)).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  });

  it('saves the vacancy on the way back from signing in to save it (action=save), once, without JavaScript', async () => {
    await withPage(
      'desktop',
      async (page, context) => {
        const account = await createCandidateAccount(baseUrl);
        const cookies = await signIn(baseUrl, account);
        await addSessionCookies(context, baseUrl, cookies);
        await page.goto('/empleos?q=medico');
        const title = await titleOf(page);
        // The session ends while the page is open: saving asks to sign in first.
        await context.clearCookies();
        await saveButton(page, title).click();
        await shown(page.getByLabel('Contraseña', { exact: true }));
        const signInUrl = new URL(page.url());
        expect(signInUrl.pathname).toBe('/ingresar');
        expect(signInUrl.searchParams.get('action')).toBe('save');
        await page.getByLabel('Correo electrónico').fill(account.email);
        await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
        await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
        await shown(unsaveButton(page, title));
        expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/empleos?q=medico');
        const saved = await savedSlugs(cookies);
        expect(saved).toHaveLength(1);

        // The way back again (a reload, the history) keeps it saved, once.
        const resume = new URL(
          Buffer.from(signInUrl.searchParams.get('forwardUrl') ?? '', 'base64').toString(),
          baseUrl,
        );
        expect(resume.pathname).toBe('/empleos-guardados');
        await page.goto(`${resume.pathname}${resume.search}`);
        await shown(unsaveButton(page, title));
        expect(await savedSlugs(cookies)).toEqual(saved);
      },
      { javaScriptEnabled: false },
    );
  });
});

/** A vacancy's slug from its public id, through the candidate's search. */
async function slugOf(cookies: readonly Cookie[], jobId: string): Promise<string> {
  const response = await fetch(new URL('/api/jobs/v1/jobs/search?paginator[page]=1', baseUrl), {
    headers: { Cookie: cookieHeader(cookies) },
  });
  const { rows } = (await response.json()) as { rows: { id: string; jobSlug: string }[] };
  const row = rows.find((each) => each.id === jobId);
  if (!row) throw new Error(`Vacancy ${jobId} is not on the first search page`);
  return row.jobSlug;
}
