import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addSessionCookies, type Cookie, cookieHeader, demoAnalystSession } from '../support/accounts.ts';
import { launchChromium, newContext } from '../support/chromium.ts';
import { cspScriptHashesOf, executableMarkupProblems, watchForScriptExecution } from './executable-markup.ts';
import { readXssPayloads } from './xss-fixtures.ts';

const baseUrl = inject('e2eBaseUrl');
const payloads = readXssPayloads();
/** A word only these vacancies' descriptions hold, to find them in the public search. */
const marker = 'tejonxss';

let analyst: Cookie[] = [];
let company = { id: '', slug: '' };
/** The vacancy each payload was saved and published in. */
const published: { id: string; slug: string; payload: string }[] = [];

let browser: Browser;
/** A tab of the analyst's, watched for dialogs and CSP violations. */
let page: Page;
let dialogs: string[];

/** Posts the vacancy form of the analyst area as a browser without JavaScript does. */
function postVacancyForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie: cookieHeader(analyst), Origin: baseUrl },
    redirect: 'manual',
  });
}

/** Every free-text field of the form, and the description (the editor's HTML), carrying the payload. */
const savedFields = (payload: string, index: number, intent: 'save' | 'publish') => ({
  title: payload,
  descriptionHtml: `<p>Vacante de prueba ${marker} ${index}.</p><p>${payload}</p>${payload}`,
  cities: 'Medellín, Antioquia',
  employmentType: 'FULL_TIME',
  salaryFrequency: 'MONTH',
  currency: 'COP',
  experienceMonths: '0',
  numberOfQuotas: '1',
  isRemote: 'on',
  remoteText: payload,
  'skills.0.name': payload.slice(0, 80),
  'skills.0.score': '3',
  'questions.0.question': payload,
  'questions.0.type': 'unique',
  'questions.0.options': `${payload}\nNo`,
  'questions.0.required': 'on',
  intent,
});

/** The payload in every field, those the import looks up or reads as numbers, dates or addresses too. */
const everyField = (payload: string) => ({
  ...Object.fromEntries(
    [
      'title',
      'descriptionHtml',
      'cities',
      'sectors',
      'occupation',
      'salaryMin',
      'salaryMax',
      'salaryFrequency',
      'currency',
      'employmentType',
      'educationLevel',
      'experienceMonths',
      'remoteText',
      'numberOfQuotas',
      'videoUrl',
      'externalApplyUrl',
      'validThrough',
      'skills.0.name',
      'skills.0.score',
      'questions.0.question',
      'questions.0.type',
      'questions.0.options',
    ].map((name) => [name, payload]),
  ),
  intent: 'publish',
});

/** What in an answer's HTML could run, read in the watched tab (parsed, not run). */
async function serverHtmlProblems(response: Response): Promise<string[]> {
  const hashes = cspScriptHashesOf(response.headers.get('content-security-policy') ?? undefined);
  return (await executableMarkupProblems(page, await response.text(), hashes)).filter((problem) =>
    problem.startsWith('server HTML'),
  );
}

/** Loads a page in the watched tab: what could run in its HTML or live DOM, and any dialog or CSP report. */
async function loadAndInspect(path: string): Promise<string[]> {
  dialogs.length = 0;
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response) return [`${path}: no response`];
  const problems = await executableMarkupProblems(
    page,
    await response.text(),
    cspScriptHashesOf(response.headers()['content-security-policy']),
  );
  return [
    ...(response.status() === 200 ? [] : [`answered ${response.status()}`]),
    ...dialogs.map((dialog) => `dialog fired: ${dialog}`),
    ...problems,
  ].map((problem) => `${path}: ${problem}`);
}

beforeAll(async () => {
  analyst = await demoAnalystSession(baseUrl);
  const response = await fetch(new URL('/api/analyst/v1/companies', baseUrl), {
    headers: { cookie: cookieHeader(analyst) },
  });
  const { companies } = (await response.json()) as {
    companies: { id: string; slug: string; isPublic: boolean }[];
  };
  company = companies.find((each) => each.isPublic) ?? company;
  expect(company.slug).not.toBe('');
  browser = await launchChromium();
  const context = await newContext(browser, 'desktop', baseUrl);
  await addSessionCookies(context, baseUrl, analyst);
  page = await context.newPage();
  ({ dialogs } = await watchForScriptExecution(page));
  // A page of the site open in the tab, for the checks that parse HTML in it.
  await page.goto(`/analista/${company.slug}/vacantes/nueva`);
});

// Closed at the end, and gone from the public search before the next suite starts: the page-type
// suites that open the newest vacancy need not meet these (the search index takes a change in
// within a few seconds, and until then still lists a vacancy just closed).
afterAll(async () => {
  for (const { id } of published)
    await fetch(new URL(`/api/analyst/v1/companies/${company.id}/vacancies/${id}/status`, baseUrl), {
      method: 'POST',
      headers: { cookie: cookieHeader(analyst), 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'close' }),
    });
  await browser?.close();
  const search = new URL('/api/jobs/v1/public/jobs/search', baseUrl);
  search.searchParams.set('queries[0][field]', 'all');
  search.searchParams.set('queries[0][term]', marker);
  await vi.waitFor(
    async () => expect(((await (await fetch(search)).json()) as { totalRows: number }).totalRows).toBe(0),
    { timeout: 15_000, interval: 250 },
  );
});

describe('the XSS corpus through the vacancy form of the analyst area', () => {
  it('is refused in every field with the form shown back as text, never as code', async () => {
    const problems: string[] = [];
    for (const payload of payloads) {
      const refused = await postVacancyForm(`/analista/${company.slug}/vacantes/nueva`, everyField(payload));
      if (refused.status !== 400) problems.push(`${payload}: answered ${refused.status}`);
      problems.push(...(await serverHtmlProblems(refused)).map((problem) => `${payload}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it('is saved and published in every free-text field and the description', async () => {
    const problems: string[] = [];
    for (const [index, payload] of payloads.entries()) {
      const saved = await postVacancyForm(
        `/analista/${company.slug}/vacantes/nueva`,
        savedFields(payload, index, 'save'),
      );
      if (saved.status !== 303) {
        problems.push(`${payload}: saving answered ${saved.status}`);
        continue;
      }
      const id = new URL(saved.headers.get('location') ?? '', baseUrl).pathname.split('/').at(-1) ?? '';
      const publish = await postVacancyForm(
        `/analista/${company.slug}/vacantes/${id}`,
        savedFields(payload, index, 'publish'),
      );
      if (publish.status !== 303) problems.push(`${payload}: publishing answered ${publish.status}`);
      const vacancy = await fetch(
        new URL(`/api/analyst/v1/companies/${company.id}/vacancies/${id}`, baseUrl),
        { headers: { cookie: cookieHeader(analyst) } },
      );
      const { slug, status } = (await vacancy.json()) as { slug: string; status: string };
      if (status !== 'published') problems.push(`${payload}: ${status}`);
      published.push({ id, slug, payload });
    }
    expect(problems).toEqual([]);
    expect(published).toHaveLength(payloads.length);
  });

  it('runs nothing on the public vacancy pages, which show the title as text', async () => {
    const problems: string[] = [];
    for (const { slug, payload } of published) {
      problems.push(...(await loadAndInspect(`/empleos/${slug}`)));
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      if (!h1.includes(payload.trim())) problems.push(`/empleos/${slug}: the h1 «${h1}» lacks «${payload}»`);
    }
    expect(problems).toEqual([]);
  });

  it('runs nothing on the listing that finds them', async () => {
    await expect
      .poll(
        async () => {
          await page.goto(`/empleos?q=${marker}`);
          return page.getByRole('main').locator('article:has(h2 a)').count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(await loadAndInspect(`/empleos?q=${marker}`)).toEqual([]);
  });

  it('runs nothing in the analyst area: the list, each edit form and each applicants page', async () => {
    const problems = await loadAndInspect(`/analista/${company.slug}/vacantes`);
    for (const { id, payload } of published) {
      problems.push(...(await loadAndInspect(`/analista/${company.slug}/vacantes/${id}`)));
      // The form gives the title back as typed.
      const title = await page.getByLabel('Cargo', { exact: true }).inputValue();
      if (title !== payload.trim()) problems.push(`the form shows «${title}» for «${payload}»`);
      // The applicants page holds the title only: its server HTML is read, to spare a page load.
      const applicants = await fetch(
        new URL(`/analista/${company.slug}/vacantes/${id}/postulantes`, baseUrl),
        { headers: { cookie: cookieHeader(analyst) } },
      );
      if (applicants.status !== 200) problems.push(`applicants of ${id}: answered ${applicants.status}`);
      problems.push(
        ...(await serverHtmlProblems(applicants)).map((problem) => `applicants of ${id}: ${problem}`),
      );
    }
    expect(problems).toEqual([]);
  });
});
