import { pngImage } from '@camello/db/testing';
import { analystPaths } from '@camello/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  cspScriptHashesOf,
  executableMarkupProblems,
  watchForScriptExecution,
} from './security/executable-markup.ts';
import { readXssPayloads } from './security/xss-fixtures.ts';
import {
  addSessionCookies,
  type Cookie,
  confirmEmailThenGoToSignIn,
  cookieHeader,
  createCandidateAccount,
  demoAnalystSession,
  linkInMailbox,
  signIn,
  submitSignUp,
} from './support/accounts.ts';
import { applyThroughApi } from './support/applications.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { htmlErrorsOf } from './support/html-check.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

let analyst: Cookie[] = [];
/** A company of the demo analyst's own, made for these tests, so that others' lists stay as they were. */
let company = { id: '', slug: '', name: '' };

/** The analyst API, as the demo analyst. */
function asDemoAnalyst(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(new URL(`/api/analyst/v1${path}`, baseUrl), {
    method: init.method ?? 'GET',
    headers: { cookie: cookieHeader(analyst), 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

beforeAll(async () => {
  analyst = await demoAnalystSession(baseUrl);
  const created = await asDemoAnalyst('/companies', {
    method: 'POST',
    body: { name: `Zafiro Logística ${crypto.randomUUID().slice(0, 6)}` },
  });
  expect(created.status).toBe(201);
  company = (await created.json()) as typeof company;
});

const asAnalyst = (context: BrowserContext) => addSessionCookies(context, baseUrl, analyst);

let stranger: Cookie[] | null = null;
/** A signed-in candidate who is nobody's analyst (one account for the file: sign-ups are limited per IP). */
async function strangerSession(): Promise<Cookie[]> {
  stranger ??= await signIn(baseUrl, await createCandidateAccount(baseUrl));
  return stranger;
}

/** Sends an invitation from the company's analysts page and waits for its notice. */
async function inviteFromPage(page: Page, email: string) {
  await page.goto(analystPaths.analystTeam(company.slug));
  await page.getByLabel('Correo de la persona').fill(email);
  await page.getByRole('button', { name: 'Enviar la invitación' }).click();
  await shown(page.getByRole('status').filter({ hasText: `Enviamos la invitación a ${email}.` }));
}

describe('inviting another analyst', () => {
  it.each(viewportNames)(
    'the invitee follows the e-mail’s link, signs up, confirms, signs in and sees the company (%s)',
    async (viewport) => {
      const email = `analista-invitada-${viewport}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await withPage(viewport, async (page, context) => {
        await asAnalyst(context);
        await inviteFromPage(page, email);
        await shown(page.locator(`li[data-invitation="${email}"]`));
        const link = await linkInMailbox(email, '/analista/invitacion?token=');

        // The invitee, in this browser with no session and an address of their own (sign-ups are per IP).
        await context.clearCookies();
        await context.setExtraHTTPHeaders({
          'X-Forwarded-For': `192.0.2.${viewport === 'desktop' ? 31 : 32}`,
        });
        await page.goto(link);
        await hydrated(page);
        await shown(page.getByRole('heading', { level: 1, name: `Te invitaron a ${company.name}` }));
        await page.getByRole('link', { name: 'Crear mi cuenta' }).click();
        await page.waitForURL((url) => url.pathname === '/registro');
        await hydrated(page);
        await submitSignUp(page, {
          firstName: 'Paula',
          lastName: 'Restrepo',
          email,
          password: 'una-clave-de-analista',
        });
        await shown(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }));

        await page.goto(await linkInMailbox(email, '/registro/confirmar?token='));
        await confirmEmailThenGoToSignIn(page);
        await page.getByLabel('Correo electrónico').fill(email);
        await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-de-analista');
        await page.getByRole('button', { name: 'Ingresar', exact: true }).click();

        // Back on the invitation, signed in: one button joins the company.
        await page.waitForURL((url) => url.pathname === '/analista/invitacion');
        await page.getByRole('button', { name: `Unirme a ${company.name}` }).click();
        await page.waitForURL((url) => url.pathname === analystPaths.analystCompany(company.slug));
        await shown(page.getByRole('heading', { level: 1, name: company.name }));
        await expect
          .poll(() => page.locator('summary').filter({ hasText: company.name }).count())
          .toBeGreaterThan(0);

        // The link is spent: opening it again says so in Spanish, never an error page.
        const again = await page.goto(link);
        expect(again?.status()).toBe(410);
        await shown(page.getByRole('heading', { level: 1, name: 'Esta invitación ya no sirve' }));
      });
    },
  );

  it('renews a repeated invitation, cancels one, and refuses a foreign or broken link with a Spanish page', async () => {
    const email = `analista-repetida-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await withPage(
      'desktop',
      async (page, context) => {
        await asAnalyst(context);
        await inviteFromPage(page, email);
        const first = await linkInMailbox(email, '/analista/invitacion?token=');
        await inviteFromPage(page, email);
        // The renewal is a new e-mail with a new link (the queue sends it within seconds).
        await expect
          .poll(() => linkInMailbox(email, '/analista/invitacion?token='), { timeout: 20_000, interval: 500 })
          .not.toBe(first);
        expect(await page.locator(`li[data-invitation="${email}"]`).count()).toBe(1);
        const renewed = await linkInMailbox(email, '/analista/invitacion?token=');

        // The first link died with the renewal.
        const stale = await fetch(new URL(first, baseUrl));
        expect(stale.status).toBe(410);
        expect(await stale.text()).toContain('Esta invitación ya no sirve');

        // Someone signed in with another e-mail is told so, and cannot take it.
        const shownToStranger = await fetch(new URL(renewed, baseUrl), {
          headers: { cookie: cookieHeader(await strangerSession()) },
        });
        expect(shownToStranger.status).toBe(200);
        expect(await shownToStranger.text()).toContain('la invitación es para otro correo');
        const taken = await fetch(new URL(renewed, baseUrl), {
          method: 'POST',
          body: new URLSearchParams({ token: new URL(renewed, baseUrl).searchParams.get('token') ?? '' }),
          headers: { cookie: cookieHeader(await strangerSession()), Origin: baseUrl },
          redirect: 'manual',
        });
        expect(taken.status).toBe(403);
        expect(await taken.text()).toContain('Esta invitación es para otro correo');

        // Cancelled, the link no longer works.
        await page.goto(analystPaths.analystTeam(company.slug));
        await page.getByRole('button', { name: `Cancelar la invitación a ${email}` }).click();
        await shown(page.getByRole('status').filter({ hasText: `Cancelamos la invitación a ${email}` }));
        expect(await page.locator(`li[data-invitation="${email}"]`).count()).toBe(0);
        for (const path of [renewed, '/analista/invitacion?token=no-es-un-token', '/analista/invitacion']) {
          const response = await fetch(new URL(path, baseUrl));
          expect(response.status, path).toBe(410);
          expect(await response.text(), path).toContain('Pídele a quien te invitó que te envíe una nueva');
        }
      },
      { javaScriptEnabled: false },
    );
  });

  it('has an invitation page that passes axe, vnu and the skip-link check, with a live link and a dead one', async () => {
    const email = `analista-accesible-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(
      (await asDemoAnalyst(`/companies/${company.id}/invitations`, { method: 'POST', body: { email } }))
        .status,
    ).toBe(201);
    const link = await linkInMailbox(email, '/analista/invitacion?token=');
    const documents: [string, string][] = [];
    for (const [path, status] of [
      [link, 200],
      ['/analista/invitacion?token=vencida-o-usada-000000000', 410],
    ] as const) {
      for (const viewport of viewportNames)
        await withPage(viewport, async (page) => {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(status);
          expect(await wcagViolations(page), path).toEqual([]);
          await hydrated(page);
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: 'Saltar al contenido' });
          expect(await skip.evaluate((element) => element === document.activeElement), path).toBe(true);
        });
      documents.push([path, await (await fetch(new URL(path, baseUrl))).text()]);
    }
    expect(await htmlErrorsOf(documents)).toEqual([]);
  });
});

describe('the brands of a company', () => {
  it('are created and edited without JavaScript, and show in the header’s brands switcher', async () => {
    const brand = `Zafiro Express ${crypto.randomUUID().slice(0, 4)}`;
    await withPage(
      'mobile',
      async (page, context) => {
        await asAnalyst(context);
        await page.goto(analystPaths.analystBrands(company.slug));
        const creation = page.getByRole('group', { name: 'Nueva marca' });
        await creation.getByLabel('Nombre de la marca').fill(brand);
        // What is no PNG, JPG or WebP is refused, whatever its name says.
        await creation.getByLabel('Subir un logo').setInputFiles({
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        });
        await creation.getByRole('button', { name: 'Crear la marca' }).click();
        await shown(page.getByRole('alert'));
        expect(await page.getByRole('alert').textContent()).toBe(
          'El logo debe ser una imagen PNG, JPG o WebP de hasta 256 KB',
        );

        await creation.getByLabel('Subir un logo').setInputFiles({
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: pngImage(32, [192, 57, 43]),
        });
        await creation.getByLabel('Color principal').fill('#c0392b');
        await creation.getByRole('button', { name: 'Crear la marca' }).click();
        await shown(page.getByRole('status').filter({ hasText: `Creamos la marca ${brand}.` }));

        const edit = page.getByRole('group', { name: `Editar ${brand}` });
        await edit.getByLabel('Nombre de la marca').fill(`${brand} Norte`);
        await edit.getByRole('button', { name: `Guardar ${brand}` }).click();
        await shown(page.getByRole('status').filter({ hasText: `Guardamos los cambios de ${brand} Norte.` }));
        const edited = page.getByRole('group', { name: `Editar ${brand} Norte` });
        expect(await edited.getByLabel('Color principal').inputValue()).toBe('#c0392b');
        // Saving the name kept the logo uploaded with the brand.
        expect(await edited.getByRole('img', { name: 'Logo actual' }).getAttribute('src')).toMatch(
          /^\/api\/jobs\/v1\/public\/logos\/[0-9a-f]{64}\.png$/,
        );

        // The switcher lists it under its company, and leads to its own pages.
        // (The switcher is a closed disclosure: its links are read, not seen.)
        const option = page.locator('details ul a').filter({ hasText: `${brand} Norte` });
        expect(await option.textContent()).toContain(`Marca de ${company.name}`);
        const href = (await option.getAttribute('href')) ?? '';
        expect((await page.goto(href))?.status()).toBe(200);
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('the referrals of a company in the analyst area', () => {
  const payloads = readXssPayloads();
  /** What each payload became: a stored referral (201) or a refusal (400). */
  const outcomes: number[] = [];
  let documentTypeId = '';

  beforeAll(async () => {
    const settings = (await (await asDemoAnalyst(`/companies/${company.id}/settings`)).json()) as Record<
      string,
      unknown
    >;
    const { slug: _slug, brands: _brands, ...editable } = settings;
    const saved = await asDemoAnalyst(`/companies/${company.id}/settings`, {
      method: 'PUT',
      body: {
        ...editable,
        referral: {
          isEnabled: true,
          title: 'Refiere a tu gente',
          introHtml: null,
          termsUrl: null,
          allowsUpload: true,
        },
      },
    });
    expect(saved.status, await saved.text()).toBe(200);
    const types = (await (
      await fetch(new URL('/api/referrals/v1/document-types?country=co', baseUrl))
    ).json()) as {
      id: number;
      code: string;
    }[];
    documentTypeId = String(types.find((type) => type.code === 'CC')?.id ?? '');
    for (const [index, payload] of payloads.entries()) {
      const form = new FormData();
      for (const name of ['firstName', 'lastName', 'comments']) form.append(name, payload);
      form.append('documentTypeId', documentTypeId);
      form.append('identificationNumber', String(1_020_000_000 + index));
      form.append('countryCode', 'co');
      form.append('phone', '3105551234');
      form.append('email', `xss-${index}-${company.slug}@example.com`);
      if (index === 0)
        form.append(
          'upload',
          new Blob(['%PDF-1.4\ntrailer << >>\n%%EOF\n'], { type: 'application/pdf' }),
          'hv.pdf',
        );
      const response = await fetch(new URL(`/api/referrals/v1/referrals/${company.slug}`, baseUrl), {
        method: 'POST',
        body: form,
        // Each referral from an address of its own: stored referrals are limited per IP.
        headers: { 'X-Forwarded-For': `192.0.2.${100 + index}` },
      });
      outcomes.push(response.status);
    }
  });

  it('never runs the XSS corpus sent through every referral field, and shows it as text', async () => {
    expect(outcomes.every((status) => status === 201 || status === 400)).toBe(true);
    const stored = outcomes.filter((status) => status === 201).length;
    expect(stored).toBeGreaterThan(payloads.length / 2);
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      const { dialogs } = await watchForScriptExecution(page);
      const response = await page.goto(analystPaths.analystReferrals(company.slug), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const problems = await executableMarkupProblems(
        page,
        (await response?.text()) ?? '',
        cspScriptHashesOf(response?.headers()['content-security-policy']),
      );
      expect(problems).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(await page.locator('li[data-referral]').count()).toBe(stored);
      // The benign last line of the corpus reads back as the words it is, markup and all.
      const control = payloads.at(-1) ?? '';
      expect(await page.locator('dd', { hasText: control }).count()).toBe(1);
    });
  });

  it('lets the company’s analysts download a referral’s CV, and nobody else', async () => {
    const list = (await (await asDemoAnalyst(`/companies/${company.id}/referrals`)).json()) as {
      referrals: { id: string; cvFileName: string | null }[];
    };
    const withCv = list.referrals.find((referral) => referral.cvFileName === 'hv.pdf');
    expect(withCv).toBeDefined();
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(analystPaths.analystReferrals(company.slug));
      const download = page.waitForEvent('download');
      await page.locator(`li[data-referral="${withCv?.id}"] a[download]`).click();
      expect((await download).suggestedFilename()).toBe('hv.pdf');
    });
    const refused = await fetch(
      new URL(analystPaths.analystReferralCv(company.slug, withCv?.id ?? ''), baseUrl),
      {
        headers: { cookie: cookieHeader(await strangerSession()) },
        redirect: 'manual',
      },
    );
    expect(refused.status).toBe(403);
  });
});

describe('the CV of an applicant', () => {
  it('downloads from the applicant’s page for the company’s analysts, and for nobody else', async () => {
    const candidate = await strangerSession();
    const uploaded = await fetch(
      new URL('/api/profile/v1/candidate/cv?fileName=hv-postulante.pdf', baseUrl),
      {
        method: 'PUT',
        body: '%PDF-1.4\ntrailer << >>\n%%EOF\n',
        headers: { cookie: cookieHeader(candidate), 'Content-Type': 'application/pdf' },
      },
    );
    expect(uploaded.ok, await uploaded.text()).toBe(true);
    const { companies } = (await (await asDemoAnalyst('/companies')).json()) as {
      companies: { slug: string; isPublic: boolean; publishedVacancies: number }[];
    };
    const hiring = companies.find((each) => each.isPublic && each.publishedVacancies > 0);
    const { applicationId } = await applyThroughApi(baseUrl, candidate, [], hiring?.slug);
    const href = analystPaths.analystApplicantCv(hiring?.slug ?? '', applicationId);
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(analystPaths.analystApplicant(hiring?.slug ?? '', applicationId));
      const download = page.waitForEvent('download');
      await page.locator(`a[href="${href}"]`).click();
      expect((await download).suggestedFilename()).toBe('hv-postulante.pdf');
    });
    const refused = await fetch(new URL(href, baseUrl), { headers: { cookie: cookieHeader(candidate) } });
    expect(refused.status).toBe(403);
  });
});
