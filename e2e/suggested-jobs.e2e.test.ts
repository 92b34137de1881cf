import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cookieHeader, signedInCandidate } from './support/accounts.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

type Candidate = { readonly headers: Record<string, string> };

/** A signed-in candidate with an empty résumé, in this browser context too. */
async function newCandidate(context: BrowserContext): Promise<Candidate> {
  const cookies = await signedInCandidate(context, baseUrl, { resume: 'asSignedUp' });
  return { headers: { Cookie: cookieHeader(cookies), 'Content-Type': 'application/json' } };
}

async function api<T>(candidate: Candidate, path: string, body?: object): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: body ? 'POST' : 'GET',
    headers: candidate.headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The candidate likes the first "médico" vacancy of the listing: the matcher suggests from it. */
async function likeAMedicalJob(candidate: Candidate): Promise<string> {
  const search = await api<{ rows: { id: string; title: string }[] }>(
    candidate,
    '/api/jobs/v1/jobs/search?queries[0][field]=all&queries[0][term]=medico',
  );
  const [first] = search.rows;
  if (!first) throw new Error('The seed has no médico vacancy');
  await api(candidate, '/api/jobs/v1/jobs/state', { jobId: first.id, state: 3 });
  return first.title;
}

const suggestions = (candidate: Candidate) =>
  api<{ jobs: { id: string; title: string; liked: boolean }[] }>(
    candidate,
    '/api/jobs/v1/matcher/suggestions',
  );

async function checkPage(page: Page) {
  expect(await htmlErrors(await page.content()), 'vnu').toEqual([]);
  expect(await wcagViolations(page)).toEqual([]);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The button `action` ("Descartar", "Me gusta"…) of the card of the suggestion `jobId`. */
const actionOn = (page: Page, action: string, jobId: string) =>
  page
    .locator(`article[aria-labelledby="suggested-${jobId}"]`)
    .getByRole('button', { name: new RegExp(`^${action}\\b`) });

describe('/sugeridos', () => {
  it.each(viewportNames)('asks an empty résumé to be completed first (%s)', async (viewport) => {
    await withPage(viewport, async (page, context) => {
      await newCandidate(context);
      const response = await page.goto('/sugeridos');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await htmlErrors((await response?.text()) ?? '')).toEqual([]);
      await shown(page.getByRole('heading', { name: 'Completa tu hoja de vida y te sugerimos vacantes' }));
      const link = page.getByRole('main').getByRole('link', { name: 'Completar mi hoja de vida' });
      expect(await link.getAttribute('href')).toBe('/hoja-de-vida');
      await checkPage(page);
    });
  });

  it('lists suggestions with suggestedByMatcher links, marks likes, and drops discarded and disliked ones', async () => {
    await withPage('desktop', async (page, context) => {
      const candidate = await newCandidate(context);
      const likedTitle = await likeAMedicalJob(candidate);
      const before = (await suggestions(candidate)).jobs;
      expect(before.length).toBeGreaterThan(2);
      await page.goto('/sugeridos');
      await hydrated(page);
      expect(await cards(page).count()).toBe(before.length);
      await checkPage(page);
      const likedCard = cards(page).filter({ hasText: likedTitle });
      expect(await likedCard.getByRole('button', { name: /^Me gusta/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      const hrefs = await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/empleos\/[^/?]+\?suggestedByMatcher=true$/);

      const [, second, third] = before.filter((job) => !job.liked);
      if (!second || !third) throw new Error('Too few suggestions');
      await actionOn(page, 'Descartar', second.id).click();
      await expect.poll(() => cards(page).count()).toBe(before.length - 1);
      await actionOn(page, 'No me gusta', third.id).click();
      await expect.poll(() => cards(page).count()).toBe(before.length - 2);
      // The cards leave at once; the posts land a moment later.
      await expect
        .poll(async () =>
          (await suggestions(candidate)).jobs.some((job) => [second.id, third.id].includes(job.id)),
        )
        .toBe(false);
      await page.reload();
      expect(await cards(page).count()).toBe(before.length - 2);
    });
  });

  it('likes and discards without JavaScript too', async () => {
    await withPage(
      'mobile',
      async (page, context) => {
        const candidate = await newCandidate(context);
        await likeAMedicalJob(candidate);
        const [target, other] = (await suggestions(candidate)).jobs.filter((job) => !job.liked);
        if (!target || !other) throw new Error('Too few suggestions');
        await page.goto('/sugeridos');
        const count = await cards(page).count();
        await actionOn(page, 'Descartar', target.id).click();
        await page.waitForURL(/\/sugeridos$/);
        await expect.poll(() => cards(page).count()).toBe(count - 1);
        await actionOn(page, 'Me gusta', other.id).click();
        await page.waitForURL(/\/sugeridos$/);
        const liked = (await suggestions(candidate)).jobs.find((job) => job.id === other.id);
        expect(liked?.liked).toBe(true);
      },
      { javaScriptEnabled: false },
    );
  });
});

/** A real one-finger swipe through the DevTools protocol: touch start, moves, end. */
async function swipe(page: Page, context: BrowserContext, dx: number) {
  const box = await page
    .getByRole('region', { name: 'Sugerencias por revisar' })
    .getByRole('article')
    .boundingBox();
  if (!box) throw new Error('No card on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (const step of [0.25, 0.5, 0.75, 1])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx * step, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('/sugeridos on a phone', () => {
  it('shows the swipe hint once, then likes right, discards left and ignores a short move', async () => {
    await withPage('mobile', async (page, context) => {
      const candidate = await newCandidate(context);
      await likeAMedicalJob(candidate);
      const toReview = (await suggestions(candidate)).jobs.filter((job) => !job.liked);
      expect(toReview.length).toBeGreaterThan(2);
      const [first, second, third] = toReview as [
        (typeof toReview)[0],
        (typeof toReview)[0],
        (typeof toReview)[0],
      ];
      await page.goto('/sugeridos');
      const hint = page.getByRole('dialog', { name: 'Desliza para decidir' });
      await shown(hint);
      await checkPage(page);
      // The hint is modal: the page behind is inert (past its button, Tab may reach the browser's
      // own UI, never the page), and Escape closes it.
      expect(await hint.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      for (let stop = 0; stop < 4; stop += 1) {
        await page.keyboard.press('Tab');
        const outside = await hint.evaluate(
          (dialog) => document.activeElement !== document.body && !dialog.contains(document.activeElement),
        );
        expect(outside).toBe(false);
      }
      expect(await hint.getByRole('button', { name: 'Entendido' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await hint.waitFor({ state: 'hidden' });

      const stack = page.getByRole('region', { name: 'Sugerencias por revisar' });
      const topTitle = () => stack.getByRole('article').getByRole('heading').textContent();
      expect(await topTitle()).toBe(first.title);
      await swipe(page, context, 30);
      expect(await topTitle()).toBe(first.title);
      await swipe(page, context, 120);
      await expect.poll(topTitle).toBe(second.title);
      await swipe(page, context, -120);
      await expect.poll(topTitle).toBe(third.title);
      await expect
        .poll(async () => {
          const now = (await suggestions(candidate)).jobs;
          return [now.find((job) => job.id === first.id)?.liked, now.some((job) => job.id === second.id)];
        })
        .toEqual([true, false]);
      // The keyboard and the buttons do the same: the right arrow likes the top card.
      await stack.getByRole('button', { name: /^Descartar/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(topTitle).not.toBe(third.title);

      await page.reload();
      await hydrated(page);
      await shown(stack);
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });
});
