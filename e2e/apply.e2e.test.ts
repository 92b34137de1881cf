import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  completeResumeOf,
  cookieHeader,
  createCandidateAccount,
  demoAccount,
  type E2eAccount,
  signedInCandidate,
  signIn,
} from './support/accounts.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, type ViewportName, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

type Question = { id: string; type: string; text: string; required: boolean; options: { text: string }[] };
type Vacancy = { slug: string; title: string; questions: Question[] };

const taken = new Set<string>();

/**
 * An open vacancy of the first results, taking applications on the site, that asks `withQuestions`
 * questions or none; each test gets its own, so that none finds it applied to already.
 */
async function vacancyToApply(cookies: readonly Cookie[], withQuestions: boolean): Promise<Vacancy> {
  const headers = { Cookie: cookieHeader(cookies) };
  const api = async <T>(path: string) => {
    const response = await fetch(new URL(`/api${path}`, baseUrl), { headers });
    return response.ok ? ((await response.json()) as T) : null;
  };
  for (let page = 1; page <= 30; page += 1) {
    const search = await api<{ rows: { id: string; jobSlug: string; title: string }[] }>(
      `/jobs/v1/jobs/search?paginator[page]=${page}`,
    );
    for (const row of search?.rows ?? []) {
      if (taken.has(row.id)) continue;
      const questionnaire = await api<{ questions: Question[] }>(`/jobs/v1/questionnaire/${row.id}`);
      if (!questionnaire || withQuestions !== questionnaire.questions.length > 0) continue;
      const detail = await api<{ externalApplyUrl: string | null }>(`/jobs/v1/jobs/${row.jobSlug}`);
      if (!detail || detail.externalApplyUrl) continue;
      taken.add(row.id);
      return { slug: row.jobSlug, title: row.title, questions: questionnaire.questions };
    }
  }
  throw new Error(`No open vacancy ${withQuestions ? 'with' : 'without'} questions in the first results`);
}

/** Answers every question the way a candidate would: the first option, a short text. */
async function answer(page: Page, questions: readonly Question[]) {
  for (const question of questions) {
    if (question.type === 'unique' || question.type === 'multiple') {
      const group = page.getByRole('group', { name: question.text });
      await group.getByLabel(question.options[0]?.text ?? '', { exact: true }).check();
    } else {
      await page.getByLabel(question.text).fill('Tengo tres años de experiencia en el cargo.');
    }
  }
}

async function acceptTerms(page: Page) {
  const terms = page.getByRole('dialog', { name: 'Antes de postularte' });
  await shown(terms);
  await terms.getByLabel(/He leído y acepto/).check();
  await terms.getByRole('button', { name: 'Aceptar y continuar' }).click();
}

describe('applying to a vacancy', () => {
  it.each(viewportNames)(
    'from its page: questionnaire, summary modal, then "ya te postulaste" (%s)',
    async (viewport: ViewportName) => {
      await withPage(viewport, async (page, context) => {
        const cookies = await signedInCandidate(context, baseUrl);
        const vacancy = await vacancyToApply(cookies, true);
        await page.goto(`/empleos/${vacancy.slug}?utm_source=boletin&utm_campaign=julio`);
        await hydrated(page);
        await page.getByRole('link', { name: 'Postularme', exact: true }).first().click();
        await page.waitForURL(/\/empleos\/postular\//);
        expect(new URL(page.url()).searchParams.get('utm_source')).toBe('boletin');
        // Signing up accepted the terms in force: no terms modal.
        await shown(page.getByRole('heading', { name: 'Preguntas de la empresa' }));
        // A required question left empty is stopped in the browser, before anything is sent.
        const required = vacancy.questions.find(
          (question) => question.required && question.type === 'multiple',
        );
        if (required) {
          await page.getByRole('button', { name: 'Enviar mi postulación' }).click();
          await shown(page.getByRole('alert').filter({ hasText: 'antes de enviar' }));
          expect(page.url()).not.toContain('enviada');
        }
        await answer(page, vacancy.questions);
        await page.getByRole('button', { name: 'Enviar mi postulación' }).click();

        const summary = page.getByRole('dialog', { name: `¡Listo! Te postulaste a ${vacancy.title}` });
        await shown(summary);
        expect(await summary.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
        expect(await summary.getByRole('link', { name: 'Ver mis procesos' }).getAttribute('href')).toBe(
          '/procesos',
        );
        await page.keyboard.press('Escape');
        await summary.waitFor({ state: 'hidden' });
        expect(await page.getByRole('status').filter({ hasText: 'Ya te postulaste' }).isVisible()).toBe(true);

        // The application went with the visit's campaign, once.
        const applications = await fetch(new URL('/api/profile/v2/candidate/applications', baseUrl), {
          headers: { Cookie: cookieHeader(cookies) },
        });
        const { rows } = (await applications.json()) as { rows: { vacancy: { slug: string } }[] };
        expect(rows.map((row) => row.vacancy.slug)).toEqual([vacancy.slug]);

        await page.goto(`/empleos/postular/${vacancy.slug}`);
        expect(await page.getByRole('status').filter({ hasText: 'Ya te postulaste' }).isVisible()).toBe(true);
        expect(await page.getByRole('dialog').count()).toBe(0);
      });
    },
  );

  it.each(viewportNames)('works without JavaScript, with the same forms (%s)', async (viewport) => {
    await withPage(
      viewport,
      async (page, context) => {
        const cookies = await signedInCandidate(context, baseUrl);
        const vacancy = await vacancyToApply(cookies, true);
        await page.goto(`/empleos/${vacancy.slug}`);
        await page.getByRole('link', { name: 'Postularme', exact: true }).first().click();
        await page.waitForURL(/\/empleos\/postular\//);
        await shown(page.getByRole('heading', { name: 'Preguntas de la empresa' }));
        await answer(page, vacancy.questions);
        await page.getByRole('button', { name: 'Enviar mi postulación' }).click();
        await page.waitForURL(/enviada=1/);
        await shown(page.getByRole('dialog', { name: `¡Listo! Te postulaste a ${vacancy.title}` }));
        // A second post (a retry, a second tab) gives no second application and no error.
        const again = await context.request.post(`/empleos/postular/${vacancy.slug}`, {
          form: { intent: 'apply' },
          headers: { Origin: baseUrl },
          maxRedirects: 0,
        });
        expect(again.status()).toBe(303);
        expect(again.headers().location).not.toContain('enviada');
      },
      { javaScriptEnabled: false },
    );
  });

  it('takes a signed-out visitor through sign-in and back to the application', async () => {
    const account: E2eAccount = await createCandidateAccount(baseUrl);
    const cookies = await signIn(baseUrl, account);
    await completeResumeOf(baseUrl, cookies);
    const vacancy = await vacancyToApply(cookies, false);
    await withPage('desktop', async (page) => {
      await page.goto(`/empleos/${vacancy.slug}`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Postularme', exact: true }).first().click();
      await page.waitForURL(/\/ingresar\?/);
      expect(new URL(page.url()).searchParams.get('action')).toBe('apply');
      await shown(page.getByText('Ingresa para postularte', { exact: false }));
      await page.getByLabel('Correo electrónico').fill(account.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
      await page.waitForURL(new RegExp(`/empleos/postular/${vacancy.slug}`));
      await page.getByRole('button', { name: 'Enviar mi postulación' }).click();
      await shown(page.getByRole('dialog', { name: `¡Listo! Te postulaste a ${vacancy.title}` }));
    });
  });

  it('shows an incomplete résumé what it lacks, each a link to its field, and comes back to apply once complete (no JavaScript)', async () => {
    await withPage(
      'desktop',
      async (page, context) => {
        const cookies = await signedInCandidate(context, baseUrl, { resume: 'asSignedUp' });
        const vacancy = await vacancyToApply(cookies, false);
        const applyPath = `/empleos/postular/${vacancy.slug}?utm_source=boletin`;
        const response = await page.goto(applyPath);
        expect(await htmlErrors((await response?.text()) ?? '')).toEqual([]);
        const step = page.getByRole('region', { name: 'Completa tu hoja de vida' });
        await shown(step);
        expect(await page.getByRole('button', { name: 'Enviar mi postulación' }).count()).toBe(0);
        const birthdate = step.getByRole('link', { name: 'Fecha de nacimiento' });
        const href = new URL((await birthdate.getAttribute('href')) ?? '', baseUrl);
        expect(href.pathname).toBe('/hoja-de-vida');
        expect(href.hash).toBe('#field-birthdate');
        expect(Buffer.from(href.searchParams.get('forwardUrl') ?? '', 'base64').toString()).toBe(applyPath);
        expect(await step.getByRole('link', { name: 'Estudios' }).getAttribute('href')).toMatch(
          /#field-studies$/,
        );
        expect(await step.getByRole('link', { name: 'Nombres' }).count()).toBe(0);

        await birthdate.click();
        await shown(page.getByText('Cuando completes tu hoja de vida podrás volver a la vacante.'));
        expect(await page.locator('#field-birthdate').count()).toBe(1);
        await completeResumeOf(baseUrl, cookies);
        await page.reload();
        await page.getByRole('link', { name: 'Volver a la vacante' }).first().click();
        await shown(page.getByRole('button', { name: 'Enviar mi postulación' }));
        expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(applyPath);
        await page.getByRole('button', { name: 'Enviar mi postulación' }).click();
        await shown(page.getByRole('dialog', { name: `¡Listo! Te postulaste a ${vacancy.title}` }));
      },
      { javaScriptEnabled: false },
    );
  });

  it('shows the résumé step on a phone, accessible', async () => {
    await withPage('mobile', async (page, context) => {
      const cookies = await signedInCandidate(context, baseUrl, { resume: 'asSignedUp' });
      const vacancy = await vacancyToApply(cookies, true);
      await page.goto(`/empleos/postular/${vacancy.slug}`);
      await hydrated(page);
      await shown(page.getByRole('region', { name: 'Completa tu hoja de vida' }));
      expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Completar mi hoja de vida' }).click();
      await shown(page.getByRole('heading', { name: 'Qué tan completa está' }));
    });
  });

  it.each(viewportNames)('has no axe violations and valid HTML on each step (%s)', async (viewport) => {
    await withPage(viewport, async (page, context) => {
      const cookies = await signedInCandidate(context, baseUrl);
      const vacancy = await vacancyToApply(cookies, true);
      const response = await page.goto(`/empleos/postular/${vacancy.slug}`);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await htmlErrors((await response?.text()) ?? '')).toEqual([]);
      await hydrated(page);
      await shown(page.getByRole('heading', { name: 'Preguntas de la empresa' }));
      expect(await wcagViolations(page)).toEqual([]);
    });
  });

  it('asks a candidate who has not accepted the terms in force to accept them first, in a modal', async () => {
    // The seed's demo candidate never accepted them (accounts made by signing up did).
    const cookies = await signIn(baseUrl, await demoAccount('candidata.demo@camello.local'));
    await completeResumeOf(baseUrl, cookies);
    const vacancy = await vacancyToApply(cookies, false);
    await withPage('mobile', async (page, context) => {
      await addSessionCookies(context, baseUrl, cookies);
      const response = await page.goto(`/empleos/postular/${vacancy.slug}`);
      expect(await htmlErrors((await response?.text()) ?? '')).toEqual([]);
      await hydrated(page);
      const terms = page.getByRole('dialog', { name: 'Antes de postularte' });
      await shown(terms);
      expect(await terms.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      // A drawer on a phone: it reaches the bottom of the screen and spans its width.
      const box = await terms.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
      expect(Math.round(box?.width ?? 0)).toBe(390);
      expect(await wcagViolations(page)).toEqual([]);
      // The page behind is inert: Tab never lands on it (past the last control, it may reach the browser's own UI).
      for (let presses = 0; presses < 8; presses += 1) {
        await page.keyboard.press('Tab');
        const outside = await terms.evaluate(
          (dialog) => document.activeElement !== document.body && !dialog.contains(document.activeElement),
        );
        expect(outside).toBe(false);
      }
      await acceptTerms(page);
      await terms.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Enviar mi postulación' }).click();
      await shown(page.getByRole('dialog', { name: `¡Listo! Te postulaste a ${vacancy.title}` }));
      const verify = await fetch(new URL('/api/profile/v1/candidate-terms/verify', baseUrl), {
        headers: { Cookie: cookieHeader(cookies) },
      });
      expect(((await verify.json()) as { accepted: boolean }).accepted).toBe(true);
    });
  });
});
