import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  cookieHeader,
  createCandidateAccount,
  demoAnalystSession,
  type E2eAccount,
  signIn,
} from './support/accounts.ts';
import { applyThroughApi, type MadeApplication } from './support/applications.ts';
import { setUpChromium } from './support/chromium.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

type Applicant = {
  account: E2eAccount;
  cookies: Cookie[];
  application: MadeApplication;
  vacancyId: string;
  company: { id: string; slug: string };
};

let analystCookies: Cookie[] = [];
let applicant: Applicant;

async function analystApi<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`/api/analyst/v1${path}`, baseUrl), {
    headers: { Cookie: cookieHeader(analystCookies) },
  });
  if (!response.ok) throw new Error(`GET /api/analyst/v1${path} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  analystCookies = await demoAnalystSession(baseUrl);
  const { companies } = await analystApi<{
    companies: { id: string; slug: string; publishedVacancies: number }[];
  }>('/companies');
  const failures: string[] = [];
  const account = await createCandidateAccount(baseUrl);
  const cookies = await signIn(baseUrl, account);
  // The demo analyst's first company with a vacancy that takes applications on the site.
  let application: MadeApplication | undefined;
  let company = companies[0];
  for (const each of companies.filter((linked) => linked.publishedVacancies > 0)) {
    application = await applyThroughApi(baseUrl, cookies, [], each.slug).catch((error: Error) => {
      failures.push(`${each.slug}: ${error.message}`);
      return undefined;
    });
    if (application) {
      company = each;
      break;
    }
  }
  if (!application || !company)
    throw new Error(`No demo company took an application: ${failures.join('; ')}`);
  const { vacancy } = await analystApi<{ vacancy: { id: string } }>(
    `/companies/${company.id}/applications/${application.applicationId}`,
  );
  applicant = { account, cookies, application, vacancyId: vacancy.id, company };
});

const asAnalyst = (context: BrowserContext) => addSessionCookies(context, baseUrl, analystCookies);
const listPath = () => `/analista/${applicant.company.slug}/vacantes/${applicant.vacancyId}/postulantes`;

// The move to Finalistas, seen in Procesos and by e-mail, is part of the analyst's whole flow
// (analyst-area.e2e.test.ts): these are the applicants pages themselves.
describe('the applicants pages', () => {
  // axe, the Nu HTML Checker and the keyboard over these pages: analyst-area.e2e.test.ts, with every
  // analyst page type.
  it('let the keyboard reach and send the filter form', async () => {
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(listPath());
      const search = page.getByLabel('Nombre', { exact: true });
      for (
        let presses = 0;
        presses < 80 && !(await search.evaluate((input) => input === document.activeElement));
        presses += 1
      )
        await page.keyboard.press('Tab');
      await page.keyboard.type(applicant.account.lastName);
      await page.keyboard.press('Enter');
      await page.waitForURL(/[?&]q=/);
      expect(await page.getByRole('link', { name: applicant.account.lastName, exact: false }).count()).toBe(
        1,
      );
    });
  });

  it('export the list as a CSV file Excel opens (BOM, semicolons)', async () => {
    const response = await fetch(new URL(`${listPath()}/exportar`, baseUrl), {
      headers: { Cookie: cookieHeader(analystCookies) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain(applicant.account.email);
  });

  it('refuse a candidate', async () => {
    const response = await fetch(new URL(listPath(), baseUrl), {
      headers: { Cookie: cookieHeader(applicant.cookies) },
      redirect: 'manual',
    });
    expect([403, 303, 302]).toContain(response.status);
  });
});
