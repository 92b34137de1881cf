import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  confirmEmailThenGoToSignIn,
  createCandidateAccount,
  linkInMailbox,
  submitSignUp,
} from './support/accounts.ts';
import { setUpChromium } from './support/chromium.ts';
import { hydrated, shown } from './support/page-state.ts';
import { e2eSite } from './support/site.ts';

const { baseUrl } = e2eSite();
const { withPage } = setUpChromium(baseUrl);

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** What the API's session check says of the browser's cookies. */
async function sessionOf(page: Page): Promise<{ isAuthenticated: boolean }> {
  const response = await page.request.get('/api/auth/v1/health/oauth-check');
  return (await response.json()) as { isAuthenticated: boolean };
}

async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** Signs in on the sign-in page and waits to leave it. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/ingresar');
}

/** A public vacancy applied to on the site itself (not on the company's). */
async function vacancyAppliedOnSite(): Promise<string> {
  const search = await fetch(new URL('/api/jobs/v1/public/jobs/search?paginator[page]=1', baseUrl));
  const { rows } = (await search.json()) as { rows: { jobSlug: string }[] };
  for (const { jobSlug } of rows) {
    const detail = await fetch(new URL(`/api/jobs/v1/public/jobs/${encodeURIComponent(jobSlug)}`, baseUrl));
    if (!((await detail.json()) as { externalApplyUrl?: string | null }).externalApplyUrl) return jobSlug;
  }
  throw new Error('Every vacancy of the first page is applied to on the company site');
}

describe('accounts in the browser', () => {
  it('"Postularme" on a vacancy → sign in → on the vacancy\'s apply page', async () => {
    const account = await createCandidateAccount(baseUrl);
    const jobSlug = await vacancyAppliedOnSite();
    await withPage('desktop', async (page) => {
      await page.goto(`/empleos/${encodeURIComponent(jobSlug)}`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Postularme', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/ingresar');
      const signInUrl = new URL(page.url());
      expect(signInUrl.searchParams.get('action')).toBe('apply');
      await shown(page.getByRole('heading', { level: 1, name: 'Ingresa a Camello' }));
      await expect(page.getByText('Ingresa para postularte.', { exact: false }).isVisible()).resolves.toBe(
        true,
      );

      await hydrated(page);
      await signIn(page, account.email, account.password);
      expect(new URL(page.url()).pathname).toBe(`/empleos/postular/${jobSlug}`);
      expect(await sessionOf(page)).toMatchObject({ isAuthenticated: true });
    });
  });

  it('sign-up → the link of the e-mail → confirm → sign in → signed in, back where the visitor was going', async () => {
    const email = `registro-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await withPage('mobile', async (page) => {
      await page.goto(`/registro?action=sign-up&forwardUrl=${encodeURIComponent(base64('/empresas'))}`);
      await hydrated(page);
      await submitSignUp(page, {
        firstName: 'Valeria',
        lastName: 'Ríos',
        email,
        password: 'una-clave-segura',
      });
      await shown(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }));
      await expect(page.getByText(email, { exact: false }).isVisible()).resolves.toBe(true);

      const link = await linkInMailbox(email, '/registro/confirmar?token=');
      expect(new URL(link, baseUrl).searchParams.get('forwardUrl')).toBe(base64('/empresas'));
      // Opening the link changes nothing (a mail scanner may fetch it first): the button confirms.
      await page.goto(link);
      await page.goto(link);
      await confirmEmailThenGoToSignIn(page);
      await signIn(page, email, 'una-clave-segura');
      expect(new URL(page.url()).pathname).toBe('/empresas');
      expect(await sessionOf(page)).toMatchObject({ isAuthenticated: true });

      // Signed in, the sign-in and sign-up pages send the visitor on to where they were going.
      await page.goto(`/ingresar?forwardUrl=${encodeURIComponent(base64('/trabajos/empleos-por-ciudades'))}`);
      expect(new URL(page.url()).pathname).toBe('/trabajos/empleos-por-ciudades');
      await page.goto('/registro');
      expect(new URL(page.url()).pathname).toBe('/empleos');
    });
  });

  it('without JavaScript: a wrong password is said under the form, and a forwardUrl off the site lands on /empleos', async () => {
    const account = await createCandidateAccount(baseUrl);
    const hostile = ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'];
    await withPage(
      'mobile',
      async (page) => {
        await page.goto(`/ingresar?forwardUrl=${encodeURIComponent(base64('/empresas'))}`);
        await submitSignIn(page, account.email, 'no-es-la-clave');
        const summary = page.getByRole('alert');
        await shown(summary);
        expect(await summary.textContent()).toContain('El correo o la contraseña no son correctos.');
        expect(new URL(page.url()).pathname).toBe('/ingresar');
        expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(account.email);
        expect(await sessionOf(page)).toMatchObject({ isAuthenticated: false });
      },
      { javaScriptEnabled: false },
    );
    for (const target of hostile) {
      await withPage(
        'mobile',
        async (page) => {
          await page.goto(`/ingresar?action=apply&forwardUrl=${encodeURIComponent(base64(target))}`);
          await signIn(page, account.email, account.password);
          const landed = new URL(page.url());
          expect(`${landed.origin}${landed.pathname}`, target).toBe(`${baseUrl}/empleos`);
          expect(await sessionOf(page)).toMatchObject({ isAuthenticated: true });
        },
        { javaScriptEnabled: false },
      );
    }
  });

  it('an unconfirmed e-mail gets another link from the sign-in page, and that link confirms it', async () => {
    const email = `sin-confirmar-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const registered = await fetch(new URL('/api/auth/v2/register', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.200' },
      body: JSON.stringify({
        firstName: 'Lucía',
        lastName: 'Pardo',
        email,
        password: 'clave-sin-confirmar',
        acceptTerms: true,
        acceptDataPolicy: true,
      }),
    });
    expect(registered.status).toBe(201);
    const first = await linkInMailbox(email, '/registro/confirmar?token=');
    await withPage(
      'mobile',
      async (page) => {
        await page.goto(`/ingresar?forwardUrl=${encodeURIComponent(base64('/empresas'))}`);
        await submitSignIn(page, email, 'clave-sin-confirmar');
        await shown(page.getByRole('alert'));
        expect(await page.getByRole('alert').textContent()).toContain('Todavía no has confirmado tu correo.');
        await page.getByRole('button', { name: 'Enviarme otro enlace' }).click();
        const notice = page.getByRole('status').filter({ hasText: 'te enviamos un enlace nuevo' });
        await shown(notice);
        expect(await notice.textContent()).toContain(email);

        const second = await linkInMailbox(email, '/registro/confirmar?token=', { other: first });
        expect(new URL(second, baseUrl).searchParams.get('forwardUrl')).toBe(base64('/empresas'));
        await page.goto(second);
        await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
        await shown(page.getByRole('heading', { level: 1, name: 'Tu correo quedó confirmado' }));
        await page.getByRole('main').getByRole('link', { name: 'Ingresar' }).click();
        await signIn(page, email, 'clave-sin-confirmar');
        expect(new URL(page.url()).pathname).toBe('/empresas');
      },
      { javaScriptEnabled: false },
    );
  });

  it('a forgotten password: the link of the e-mail sets a new one, once', async () => {
    const account = await createCandidateAccount(baseUrl);
    await withPage('desktop', async (page) => {
      await page.goto('/ingresar');
      await hydrated(page);
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await shown(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }));
      await page.getByLabel('Correo electrónico').fill(account.email);
      await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
      await shown(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }));

      const link = await linkInMailbox(account.email, '/recuperar-clave?token=');
      await page.goto(link);
      await hydrated(page);
      await page.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-nueva');
      await page.getByLabel('Repite la contraseña nueva').fill('otra-clave-distinta');
      await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
      const summary = page.getByRole('alert');
      await shown(summary);
      expect(await summary.textContent()).toContain('Las contraseñas no coinciden.');
      // With JavaScript, the summary takes the focus; its link leads to the field.
      expect(await summary.evaluate((node) => node === document.activeElement)).toBe(true);

      await page.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-nueva');
      await page.getByLabel('Repite la contraseña nueva').fill('otra-clave-nueva');
      await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
      await shown(page.getByRole('heading', { level: 1, name: 'Cambiamos tu contraseña' }));
      await page.getByRole('main').getByRole('link', { name: 'Ingresar' }).click();
      await page.waitForURL((url) => url.pathname === '/ingresar');
      await hydrated(page);
      await signIn(page, account.email, 'otra-clave-nueva');
      expect(await sessionOf(page)).toMatchObject({ isAuthenticated: true });

      await page.goto(link);
      await hydrated(page);
      await page.getByLabel('Contraseña nueva', { exact: true }).fill('una-tercera-clave');
      await page.getByLabel('Repite la contraseña nueva').fill('una-tercera-clave');
      await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
      await shown(page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' }));
      expect(await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe(
        '/recuperar-clave',
      );
    });
  });

  it('sign-up says when the e-mail already has an account: on leaving the field, and without JavaScript on sending', async () => {
    const account = await createCandidateAccount(baseUrl);
    await withPage('desktop', async (page) => {
      await page.goto('/registro');
      await hydrated(page);
      const password = page.getByLabel('Contraseña', { exact: true });
      await password.fill('una-clave-segura');
      await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
      expect(await password.getAttribute('type')).toBe('password');

      const email = page.getByLabel('Correo electrónico');
      await email.fill(account.email.toUpperCase());
      await email.blur();
      await shown(page.getByText('Ya hay una cuenta con este correo.'));
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('link', { name: 'Recupera tu contraseña' }).getAttribute('href')).toBe(
        '/recuperar-clave',
      );
    });
    await withPage(
      'mobile',
      async (page) => {
        await page.goto('/registro');
        expect(await page.getByRole('button', { name: 'Mostrar contraseña' }).count()).toBe(0);
        await page.getByLabel('Nombre').fill('Mariana');
        await page.getByLabel('Apellidos').fill('Quintero');
        await page.getByLabel('Correo electrónico').fill(account.email);
        await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-segura');
        await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
        const summary = page.getByRole('alert');
        await shown(summary);
        // The form is checked first: the acceptances are missing, and no account is asked for yet.
        expect(await summary.textContent()).toContain('acepta los términos y condiciones');
        expect(await summary.textContent()).not.toContain('Ya hay una cuenta');
        await page.getByLabel('Acepto los términos y condiciones de Camello.').check();
        await page.getByLabel(/Autorizo a Camello a tratar mis datos personales/).check();
        await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-segura');
        await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
        await shown(summary.filter({ hasText: 'Ya hay una cuenta con este correo.' }));
        expect(await page.getByRole('link', { name: 'Ingresa con este correo' }).getAttribute('href')).toBe(
          '/ingresar',
        );
        expect(await page.getByLabel('Nombre').inputValue()).toBe('Mariana');
        expect(await page.getByLabel('Contraseña', { exact: true }).inputValue()).toBe('');
      },
      { javaScriptEnabled: false },
    );
  });
});
