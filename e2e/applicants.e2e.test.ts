import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  cookieHeader,
  createCandidateAccount,
  demoAccount,
  type E2eAccount,
  signIn,
} from './support/accounts.ts';
import { applyThroughApi, type MadeApplication } from './support/applications.ts';
import { setUpChromium, type ViewportName, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';

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
const applicants = {} as Record<ViewportName, Applicant>;

async function analystApi<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`/api/analyst/v1${path}`, baseUrl), {
    headers: { Cookie: cookieHeader(analystCookies) },
  });
  if (!response.ok) throw new Error(`GET /api/analyst/v1${path} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  analystCookies = await signIn(baseUrl, await demoAccount('analista.demo@camello.local'));
  const { companies } = await analystApi<{
    companies: { id: string; slug: string; publishedVacancies: number }[];
  }>('/companies');
  const taken: string[] = [];
  const failures: string[] = [];
  for (const viewport of viewportNames) {
    const account = await createCandidateAccount(baseUrl);
    const cookies = await signIn(baseUrl, account);
    // The demo analyst's first company with a vacancy that takes applications on the site.
    let application: MadeApplication | undefined;
    let company = companies[0];
    for (const each of companies.filter((linked) => linked.publishedVacancies > 0)) {
      application = await applyThroughApi(baseUrl, cookies, taken, each.slug).catch((error: Error) => {
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
    taken.push(application.jobId);
    const { vacancy } = await analystApi<{ vacancy: { id: string } }>(
      `/companies/${company.id}/applications/${application.applicationId}`,
    );
    applicants[viewport] = { account, cookies, application, vacancyId: vacancy.id, company };
  }
});

const asAnalyst = (context: BrowserContext) => addSessionCookies(context, baseUrl, analystCookies);
const listPath = (applicant: Applicant) =>
  `/analista/${applicant.company.slug}/vacantes/${applicant.vacancyId}/postulantes`;

// The move to Finalistas, seen in Procesos and by e-mail, is part of the analyst's whole flow
// (analyst-area.e2e.test.ts): these are the applicants pages themselves.
describe('the applicants pages', () => {
  const pagesOf = (applicant: Applicant) => [
    listPath(applicant),
    `/analista/${applicant.company.slug}/postulantes/${applicant.application.applicationId}`,
    `/analista/${applicant.company.slug}/configuracion/etapas`,
  ];

  it.each(viewportNames)('have no axe violations and valid HTML (%s)', async (viewport) => {
    await withPage(viewport, async (page, context) => {
      await asAnalyst(context);
      for (const path of pagesOf(applicants[viewport])) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual(
          [],
        );
        expect(await htmlErrors(await page.content()), path).toEqual([]);
      }
    });
  });

  it('let the keyboard reach and send the filter form', async () => {
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(listPath(applicants.desktop));
      const search = page.getByLabel('Nombre', { exact: true });
      for (
        let presses = 0;
        presses < 80 && !(await search.evaluate((input) => input === document.activeElement));
        presses += 1
      )
        await page.keyboard.press('Tab');
      await page.keyboard.type(applicants.desktop.account.lastName);
      await page.keyboard.press('Enter');
      await page.waitForURL(/[?&]q=/);
      expect(
        await page.getByRole('link', { name: applicants.desktop.account.lastName, exact: false }).count(),
      ).toBe(1);
    });
  });

  it('export the list as a CSV file Excel opens (BOM, semicolons)', async () => {
    const response = await fetch(new URL(`${listPath(applicants.desktop)}/exportar`, baseUrl), {
      headers: { Cookie: cookieHeader(analystCookies) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain(applicants.desktop.account.email);
  });

  it('refuse a candidate', async () => {
    const response = await fetch(new URL(listPath(applicants.desktop), baseUrl), {
      headers: { Cookie: cookieHeader(applicants.desktop.cookies) },
      redirect: 'manual',
    });
    expect([403, 303, 302]).toContain(response.status);
  });
});
