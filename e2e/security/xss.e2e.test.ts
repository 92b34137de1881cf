import { CARDS_PER_LIST, TEXT_LIMITS } from '@camello/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext } from '../support/chromium.ts';
import { cspNonceOf, executableMarkupProblems, watchForScriptExecution } from './executable-markup.ts';
import { readXssPayloads, xssFixtureMarker } from './xss-fixtures.ts';

const baseUrl = inject('e2eBaseUrl');
const payloads = readXssPayloads();
const benignControl = payloads.at(-1) as string;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser, 'desktop', baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

type LoadedPage = { page: Page; status: number; problems: string[] };

/** Loads a page and lists whatever in it could run: nothing may, whatever the status. */
async function loadAndInspect(path: string): Promise<LoadedPage> {
  const page = await context.newPage();
  const { dialogs } = await watchForScriptExecution(page);
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${path}`);
  const nonce = cspNonceOf(response.headers()['content-security-policy']);
  const problems = await executableMarkupProblems(page, await response.text(), nonce);
  return {
    page,
    status: response.status(),
    problems: [...dialogs.map((dialog) => `dialog fired: ${dialog}`), ...problems],
  };
}

describe('the XSS corpus reflected from the search term q on /empleos', () => {
  it.each(payloads.map((payload, index) => [index + 1, payload] as const))(
    'line %i runs nothing',
    async (_line, payload) => {
      const { page, status, problems } = await loadAndInspect(`/empleos?q=${encodeURIComponent(payload)}`);
      try {
        expect(problems).toEqual([]);
        expect(status).toBe(200);
        // The field shows the term as typed (trimmed and cut to the input limit, like the listing does).
        const shown = await page.getByRole('searchbox', { name: 'Buscar empleos' }).inputValue();
        expect(shown).toBe(payload.trim().slice(0, TEXT_LIMITS.input));
      } finally {
        await page.close();
      }
    },
  );

  it('reads the benign control line back intact in the title and the results summary', async () => {
    const { page, problems } = await loadAndInspect(`/empleos?q=${encodeURIComponent(benignControl)}`);
    try {
      expect(problems).toEqual([]);
      expect(await page.title()).toContain(benignControl);
      expect(await page.locator('main').textContent()).toContain(benignControl);
    } finally {
      await page.close();
    }
  });
});

describe('the XSS corpus stored in vacancy titles and company names', () => {
  it('renders every payload as text on the listing, running nothing', async () => {
    const titles: string[] = [];
    const cardsWithoutCompany: string[] = [];
    const pageProblems: string[] = [];
    const pageSize = CARDS_PER_LIST.desktop;
    for (let pageNumber = 1; titles.length < payloads.length && pageNumber <= 10; pageNumber += 1) {
      const { page, status, problems } = await loadAndInspect(
        `/empleos?q=${xssFixtureMarker}&paginator[page]=${pageNumber}&paginator[pageSize]=${pageSize}`,
      );
      try {
        pageProblems.push(...problems.map((problem) => `page ${pageNumber}: ${problem}`));
        if (status !== 200) break;
        const cards = page.getByRole('main').getByRole('article');
        for (const card of await cards.all()) {
          const title = (await card.getByRole('heading').textContent()) ?? '';
          titles.push(title);
          // Each fixture company is named with its vacancy's payload: the card shows it twice.
          const cardText = (await card.textContent()) ?? '';
          if (cardText.split(title).length - 1 < 2) cardsWithoutCompany.push(title);
        }
      } finally {
        await page.close();
      }
    }
    expect(pageProblems).toEqual([]);
    expect([...titles].sort()).toEqual([...payloads].sort());
    expect(cardsWithoutCompany).toEqual([]);
  });
});
