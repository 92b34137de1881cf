import { CARDS_PER_LIST, TEXT_LIMITS } from '@camello/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext } from '../support/chromium.ts';
import { cspScriptHashesOf, executableMarkupProblems, watchForScriptExecution } from './executable-markup.ts';
import { readXssPayloads, xssFixtureMarker } from './xss-fixtures.ts';

const baseUrl = inject('e2eBaseUrl');
const payloads = readXssPayloads();
const benignControl = payloads.at(-1) as string;

let browser: Browser;
let page: Page;
let dialogs: string[];
beforeAll(async () => {
  browser = await launchChromium();
  page = await (await newContext(browser, 'desktop', baseUrl)).newPage();
  ({ dialogs } = await watchForScriptExecution(page));
});
afterAll(async () => {
  await browser?.close();
});

type LoadedPage = { status: number; problems: string[] };

/** Loads a page in the shared tab and lists whatever in it could run: nothing may, whatever the status. */
async function loadAndInspect(path: string): Promise<LoadedPage> {
  dialogs.length = 0;
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${path}`);
  const hashes = cspScriptHashesOf(response.headers()['content-security-policy']);
  const problems = await executableMarkupProblems(page, await response.text(), hashes);
  return {
    status: response.status(),
    problems: [...dialogs.map((dialog) => `dialog fired: ${dialog}`), ...problems],
  };
}

describe('the XSS corpus reflected from the search term q on /empleos', () => {
  it.each(payloads.map((payload, index) => [index + 1, payload] as const))(
    'line %i runs nothing',
    async (_line, payload) => {
      const { status, problems } = await loadAndInspect(`/empleos?q=${encodeURIComponent(payload)}`);
      expect(problems).toEqual([]);
      expect(status).toBe(200);
      // The field shows the term as typed (trimmed and cut to the input limit, like the listing does).
      const shown = await page
        .getByRole('banner')
        .getByRole('searchbox', { name: 'Buscar empleos' })
        .inputValue();
      expect(shown).toBe(payload.trim().slice(0, TEXT_LIMITS.input));
    },
  );

  it('reads the benign control line back intact in the title and the results summary', async () => {
    const { problems } = await loadAndInspect(`/empleos?q=${encodeURIComponent(benignControl)}`);
    expect(problems).toEqual([]);
    expect(await page.title()).toContain(benignControl);
    expect(await page.locator('main').textContent()).toContain(benignControl);
  });
});

type FixtureCard = { title: string; href: string; showsCompany: boolean };

/** Every fixture vacancy's card on the listing of the marker search, and what those pages hold that could run. */
async function listFixtureCards(): Promise<{ cards: FixtureCard[]; problems: string[] }> {
  const cards: FixtureCard[] = [];
  const problems: string[] = [];
  for (let pageNumber = 1; cards.length < payloads.length && pageNumber <= 10; pageNumber += 1) {
    const listing = await loadAndInspect(
      `/empleos?q=${xssFixtureMarker}&paginator[page]=${pageNumber}&paginator[pageSize]=${CARDS_PER_LIST.desktop}`,
    );
    problems.push(...listing.problems.map((problem) => `listing page ${pageNumber}: ${problem}`));
    if (listing.status !== 200) break;
    // Result cards are the articles whose heading links to the vacancy (the detail panel's does not).
    for (const card of await page.getByRole('main').locator('article:has(h2 a)').all()) {
      const link = card.locator('h2 a');
      const title = (await link.textContent()) ?? '';
      // Each fixture company is named with its vacancy's payload: the card shows it twice.
      const showsCompany = ((await card.textContent()) ?? '').split(title).length - 1 >= 2;
      cards.push({ title, href: (await link.getAttribute('href')) ?? '', showsCompany });
    }
  }
  return { cards, problems };
}

describe('the XSS corpus stored in vacancy titles, descriptions and company names', () => {
  let cards: FixtureCard[] = [];
  let listingProblems: string[] = [];
  beforeAll(async () => {
    ({ cards, problems: listingProblems } = await listFixtureCards());
  });

  it('runs nothing on the listing', () => {
    expect(listingProblems).toEqual([]);
  });

  it('shows every payload as text in the card titles and company names', () => {
    expect(cards.map((card) => card.title).sort()).toEqual([...payloads].sort());
    expect(cards.filter((card) => !card.showsCompany).map((card) => card.title)).toEqual([]);
  });

  it('runs nothing on any fixture vacancy page, which shows its title as text', async () => {
    expect(cards.length).toBe(payloads.length);
    const problems: string[] = [];
    for (const card of cards) {
      const { status, problems: pageProblems } = await loadAndInspect(card.href);
      problems.push(...pageProblems.map((problem) => `${card.href}: ${problem}`));
      if (status !== 200) problems.push(`${card.href} answered ${status}`);
      else if (!((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').includes(card.title)) {
        problems.push(`${card.href}: the h1 does not show the title «${card.title}»`);
      }
    }
    expect(problems).toEqual([]);
  });
});
