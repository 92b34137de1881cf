import { paths } from '@camello/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { firstReferralSlug } from './page-types.ts';
import {
  cspScriptHashesOf,
  executableMarkupProblems,
  watchForScriptExecution,
} from './security/executable-markup.ts';
import { readXssPayloads } from './security/xss-fixtures.ts';
import { setUpChromium } from './support/chromium.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

/** A real (tiny) PDF: its bytes, not its name, make it one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

let slug: string;
let visitor = 0;
/** Each test posts from an address of its own (the web server passes it on): limits per IP stay apart. */
function nextAddress(): string {
  visitor += 1;
  return `198.51.100.${visitor + 100}`;
}

beforeAll(async () => {
  slug = await firstReferralSlug(baseUrl);
});

async function fillReferral(page: Page, phone: string) {
  await page.getByLabel('Nombres *').fill('Luisa Fernanda');
  await page.getByLabel('Apellidos *').fill('Ramírez Ossa');
  await page.getByLabel('Tipo de documento *').selectOption({ label: 'Cédula de ciudadanía' });
  await page.getByLabel('Número de documento *').fill('1020345678');
  await page.getByLabel('Celular *').fill(phone);
  await page.getByLabel('Correo electrónico *').fill(`luisa.${Date.now()}.${visitor}@example.com`);
  await page.getByLabel('Comentarios').fill('Trabajó conmigo tres años en logística.');
  await page.getByLabel('Hoja de vida (PDF o Word, máximo 5 MB)').setInputFiles({
    name: 'hoja-de-vida.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
}

describe('referrals', () => {
  it('lists the companies with a referral page, each leading to its form', async () => {
    await withPage('desktop', async (page) => {
      await page.goto(paths.referrals());
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Refiere talento');
      await page.locator(`a[href="${paths.referralCompany(slug)}"]`).click();
      await page.waitForURL(new URL(paths.referralCompany(slug), baseUrl).href);
      // A client-side navigation changes the URL before React renders the new page.
      await page.getByRole('heading', { name: 'Datos de la persona que refieres' }).waitFor();
    });
  });

  it('sends a referral with a CV, the city of birth chosen from the search', async () => {
    await withPage('desktop', async (page, context) => {
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': nextAddress() });
      await page.goto(paths.referralCompany(slug));
      await fillReferral(page, '310 555 1234');
      const city = page.getByLabel('Ciudad de nacimiento');
      await city.pressSequentially('Medell', { delay: 20 });
      await expect
        .poll(() =>
          page
            .locator('#referral-city-options option')
            .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
        )
        .toContain('Medellín, Antioquia');
      await city.fill('Medellín, Antioquia');
      const vacancy = page.locator('input[name="vacancies"]').first();
      if ((await vacancy.count()) > 0) await vacancy.check();
      await page.getByRole('button', { name: 'Enviar referido' }).click();
      await page.waitForURL(/enviado=1$/);
      await page.getByRole('status').filter({ hasText: '¡Gracias! Recibimos tu referido.' }).waitFor();
    });
  });

  it('without JavaScript, shows what to fix under the field and keeps what was typed', async () => {
    await withPage(
      'mobile',
      async (page, context) => {
        await context.setExtraHTTPHeaders({ 'X-Forwarded-For': nextAddress() });
        await page.goto(paths.referralCompany(slug));
        await fillReferral(page, '12345');
        const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
        await page.getByRole('button', { name: 'Enviar referido' }).click();
        expect((await response).status()).toBe(400);
        await page.waitForLoadState('load');
        await expect(
          page.getByText('Escribe un número de teléfono válido, sin el indicativo del país').count(),
        ).resolves.toBe(1);
        await expect(page.getByLabel('Celular *').getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(page.getByLabel('Nombres *').inputValue()).resolves.toBe('Luisa Fernanda');
        await page.getByLabel('Celular *').fill('3105551234');
        await page.getByLabel('Hoja de vida (PDF o Word, máximo 5 MB)').setInputFiles({
          name: 'hoja-de-vida.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        await page.getByRole('button', { name: 'Enviar referido' }).click();
        await page.waitForURL(/enviado=1$/);
        await expect(
          page.getByText('¡Gracias! Recibimos tu referido.', { exact: false }).count(),
        ).resolves.toBe(1);
      },
      { javaScriptEnabled: false },
    );
  });

  it('shows every XSS payload typed in every field back as text, never as code', async () => {
    const payloads = readXssPayloads();
    await withPage('desktop', async (page) => {
      const { dialogs } = await watchForScriptExecution(page);
      const opened = await page.goto(paths.referralCompany(slug));
      const pageHashes = cspScriptHashesOf(opened?.headers()['content-security-policy']);
      const problems: string[] = [];
      for (const [index, payload] of payloads.entries()) {
        const form = new FormData();
        for (const name of ['firstName', 'lastName', 'identificationNumber', 'phone', 'email', 'comments'])
          form.append(name, payload);
        form.append('countryCode', 'co');
        form.append('documentTypeId', '1');
        // Half the posts reach the API (no city to look up), half stop at the city.
        if (index % 2 === 1) form.append('cityBirth', payload);
        const response = await fetch(new URL(paths.referralCompany(slug), baseUrl), {
          method: 'POST',
          body: form,
          headers: { 'X-Forwarded-For': `203.0.113.${(index % 200) + 1}` },
        });
        expect(response.status, payload).toBe(400);
        const html = await response.text();
        const hashes = cspScriptHashesOf(response.headers.get('content-security-policy') ?? undefined);
        // The page this test has open checks the refused form's HTML (the live page is its own).
        for (const problem of await executableMarkupProblems(page, html, hashes))
          if (problem.startsWith('server HTML')) problems.push(`${payload}: ${problem}`);
      }
      problems.push(...(await executableMarkupProblems(page, '', pageHashes)));
      expect(problems).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  });
});
