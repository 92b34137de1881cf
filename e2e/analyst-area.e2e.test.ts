import { pngImage } from '@camello/db/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  completeResumeOf,
  cookieHeader,
  createCandidateAccount,
  demoAnalystSession,
  linkInMailbox,
  signIn,
} from './support/accounts.ts';
import { applyThroughApi } from './support/applications.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames, viewports } from './support/chromium.ts';
import { htmlErrorsOf } from './support/html-check.ts';
import { focusIsInModal, focusTopOfPage, inspectTabStop, tabInModalThenEscape } from './support/keyboard.ts';
import { hydrated, layoutFaults, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

let analyst: Cookie[] = [];
/** The demo analyst's first company, as the analyst area names it. */
let companySlug = '';

beforeAll(async () => {
  analyst = await demoAnalystSession(baseUrl);
  const response = await fetch(new URL('/api/analyst/v1/companies', baseUrl), {
    headers: { cookie: cookieHeader(analyst) },
  });
  const { companies } = (await response.json()) as { companies: { slug: string; isPublic: boolean }[] };
  companySlug = companies.find((company) => company.isPublic)?.slug ?? '';
  expect(companySlug).not.toBe('');
});

const asAnalyst = (context: BrowserContext) => addSessionCookies(context, baseUrl, analyst);

/** Fills the vacancy form of the page (cities as typed) and publishes it. */
async function publishVacancy(page: Page, title: string, cities = 'Medellín') {
  await page.getByLabel('Cargo', { exact: true }).fill(title);
  await page
    .getByLabel('Descripción', { exact: true })
    .fill('<p>Manejo de <strong>inventarios</strong>.</p>');
  await page.getByLabel('Ciudades', { exact: true }).fill(cities);
  await page.getByLabel('Pregunta 1', { exact: true }).fill('¿Tienes licencia de conducción?');
  await page.getByLabel('Tipo de la pregunta 1').selectOption('unique');
  await page.getByLabel('Opciones de la pregunta 1, una por línea').fill('Sí\nNo');
  await page.getByLabel('Habilidad 1', { exact: true }).fill('Inventarios');
  await page.getByRole('button', { name: 'Guardar y publicar' }).click();
  await page.waitForURL(`**/analista/${companySlug}/vacantes`);
}

/** What the cities field suggests now (its datalist). */
const citySuggestions = (page: Page) =>
  page
    .locator('datalist#vacancy-city-options option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

/** Types in the cities field key by key and waits for the city search to suggest `expected`. */
async function typeCity(page: Page, typed: string, expected: string) {
  const field = page.getByLabel('Ciudades', { exact: true });
  await field.fill('');
  await field.pressSequentially(typed, { delay: 20 });
  await expect.poll(() => citySuggestions(page), { timeout: 10_000 }).toContain(expected);
}

/** The result card of the vacancy in `/empleos`, once the search has it (within seconds of publishing). */
async function searchCard(page: Page, title: string) {
  const card = page.getByRole('main').locator('article:has(h2 a)', { hasText: title }).first();
  await expect
    .poll(
      async () => {
        await page.goto(`/empleos?q=${encodeURIComponent(title)}`);
        return card.count();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(1);
  return card;
}

describe('the demo analyst', () => {
  it.each(viewportNames)(
    'publishes a vacancy with a questionnaire; a candidate finds it, applies, and hears of the move to Finalistas (%s)',
    async (viewport) => {
      const title = `Auxiliar de bodega analista ${viewport}`;
      const candidate = await createCandidateAccount(baseUrl);
      const candidateCookies = await signIn(baseUrl, candidate);
      await completeResumeOf(baseUrl, candidateCookies);
      let vacancyId = '';
      await withPage(viewport, async (page, context) => {
        await asAnalyst(context);
        const home = await page.goto('/analista');
        expect(home?.status()).toBe(200);
        expect(home?.headers()['cache-control']).toBe('private, no-store');
        await hydrated(page);
        await page
          .getByRole('link', { name: /^Gestionar / })
          .first()
          .click();
        await page.waitForURL(/\/analista\/[a-z0-9-]+$/);
        await page.goto(`/analista/${companySlug}/vacantes/nueva`);
        await hydrated(page);
        // Interactive: the description has its toolbar, the cities field suggests as one types.
        const toolbar = page.getByRole('toolbar', { name: 'Formato de la descripción' });
        await shown(toolbar);
        // The link button is drawn (an emoji needs a font many systems lack) and wraps the selection.
        expect(await toolbar.getByRole('button', { name: 'Enlace' }).locator('svg').count()).toBe(1);
        const description = page.getByLabel('Descripción', { exact: true });
        await description.fill('Conoce la empresa');
        await description.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(10, 17));
        await toolbar.getByRole('button', { name: 'Enlace' }).click();
        expect(await description.inputValue()).toBe('Conoce la <a href="https://">empresa</a>');
        await typeCity(page, 'Medel', 'Medellín, Antioquia');
        await typeCity(page, 'Medellín, Antioquia; Envi', 'Medellín, Antioquia; Envigado, Antioquia');
        await publishVacancy(page, title, 'Medellín, Antioquia; Envigado, Antioquia');
        const card = page.locator('li[data-status="published"]', { hasText: title });
        await shown(card);

        // Its questionnaire and both cities were kept with the vacancy.
        vacancyId = (await card.getAttribute('data-vacancy')) ?? '';
        await page.goto(`/analista/${companySlug}/vacantes/${vacancyId}`);
        expect(await page.getByLabel('Pregunta 1', { exact: true }).inputValue()).toBe(
          '¿Tienes licencia de conducción?',
        );
        expect(await page.getByLabel('Ciudades', { exact: true }).inputValue()).toBe('Medellín; Envigado');
      });

      // The candidate finds it in the search (within seconds) and applies, answering the question.
      await withPage(viewport, async (page, context) => {
        await addSessionCookies(context, baseUrl, candidateCookies);
        const card = await searchCard(page, title);
        await page.goto((await card.locator('h2 a').getAttribute('href')) ?? '');
        await hydrated(page);
        await page.getByRole('link', { name: 'Postularme', exact: true }).first().click();
        await page.waitForURL(/\/empleos\/postular\//);
        await page
          .getByRole('group', { name: '¿Tienes licencia de conducción?' })
          .getByLabel('Sí', { exact: true })
          .check();
        await page.getByRole('button', { name: 'Enviar mi postulación' }).click();
        await shown(page.getByRole('dialog', { name: `¡Listo! Te postulaste a ${title}` }));
      });

      // The analyst moves the application to Finalistas from the vacancy's applicants.
      const name = `${candidate.firstName} ${candidate.lastName}`;
      await withPage(viewport, async (page, context) => {
        await asAnalyst(context);
        const list = await page.goto(`/analista/${companySlug}/vacantes/${vacancyId}/postulantes`);
        expect(list?.status()).toBe(200);
        await page.getByRole('link', { name }).click();
        await page.waitForURL(new RegExp(`/analista/${companySlug}/postulantes/[0-9a-f-]+$`));
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByLabel('Mover a otra etapa').selectOption('Finalists');
        await page.getByRole('button', { name: 'Mover', exact: true }).click();
        await page.getByText('Listo: ahora está en Finalistas.').waitFor();
        await page.getByText('Etapa actual: Finalistas').waitFor();
      });

      // The candidate sees it in Procesos, and the e-mail the queue sent reached the SMTP peer.
      await withPage(viewport, async (page, context) => {
        await addSessionCookies(context, baseUrl, candidateCookies);
        await page.goto('/procesos');
        const card = page.getByRole('article', { name: title });
        expect(await card.getByText('Finalista', { exact: true }).isVisible()).toBe(true);
      });
      expect(await linkInMailbox(candidate.email, '/procesos')).toBe('/procesos');
    },
  );

  it('publishes without JavaScript too, and sees the import’s words by a refused field', async () => {
    await withPage(
      'desktop',
      async (page, context) => {
        await asAnalyst(context);
        await page.goto(`/analista/${companySlug}/vacantes/nueva`);
        await page.getByLabel('Ciudades', { exact: true }).fill('Medellín');
        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await shown(page.getByRole('alert'));
        expect(await page.locator('#title-error').textContent()).toBe(
          '«title» debe ser un texto de 1 a 200 caracteres',
        );
        // A city typed by hand is looked up when the form is sent; one that does not exist is named.
        await page.getByLabel('Cargo', { exact: true }).fill('Mensajero en moto sin script');
        await page.getByLabel('Ciudades', { exact: true }).fill('Medellín, Antioquia; Ciudad Gótica');
        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await shown(page.locator('#cities-error'));
        expect(await page.locator('#cities-error').textContent()).toBe('la ciudad «Ciudad Gótica» no existe');
        expect(await page.getByLabel('Ciudades', { exact: true }).getAttribute('aria-invalid')).toBe('true');
        await publishVacancy(page, 'Mensajero en moto sin script', 'Medellín, Antioquia');
        await shown(page.locator('li[data-status="published"]', { hasText: 'Mensajero en moto sin script' }));
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('a confidential vacancy', () => {
  it('names no employer on its public page, its card or its JSON-LD, nor in its address', async () => {
    const response = await fetch(new URL('/api/analyst/v1/companies', baseUrl), {
      headers: { cookie: cookieHeader(analyst) },
    });
    const { companies } = (await response.json()) as {
      companies: { id: string; slug: string; name: string }[];
    };
    const company = companies.find((each) => each.slug === companySlug);
    if (!company) throw new Error(`The analyst is not linked to ${companySlug}`);
    const settings = (await (
      await fetch(new URL(`/api/analyst/v1/companies/${company.id}/settings`, baseUrl), {
        headers: { cookie: cookieHeader(analyst) },
      })
    ).json()) as Record<string, string | null>;
    // Whatever would tell the employer: its name, its job site, its logo and its links.
    const giveaways = [
      company.name,
      `/empresas/${company.slug}`,
      settings.logoUrl,
      settings.websiteUrl,
      settings.facebookUrl,
      settings.instagramUrl,
      settings.linkedinUrl,
    ].filter((each): each is string => Boolean(each));
    const title = 'Analista de nómina reservada';

    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(`/analista/${companySlug}/vacantes/nueva`);
      await hydrated(page);
      await page.getByLabel('Vacante confidencial: no mostrar el nombre de la empresa').check();
      await publishVacancy(page, title);
      await shown(page.locator('li[data-status="published"]', { hasText: title }));

      const card = await searchCard(page, title);
      const cardHtml = (await card.innerHTML()).toLowerCase();
      expect(giveaways.filter((giveaway) => cardHtml.includes(giveaway.toLowerCase()))).toEqual([]);
      expect(await card.textContent()).toContain('Empresa confidencial');

      const href = (await card.locator('h2 a').getAttribute('href')) ?? '';
      const slug = href.split('/').at(-1) ?? '';
      const companyWords = company.slug.split('-').filter((word) => word.length > 3);
      expect(companyWords.filter((word) => slug.includes(word))).toEqual([]);
      const opened = await page.goto(href);
      expect(opened?.status()).toBe(200);
      const html = (await opened?.text()) ?? '';
      const pageHtml = `${html}\n${await page.content()}`.toLowerCase();
      expect(giveaways.filter((giveaway) => pageHtml.includes(giveaway.toLowerCase()))).toEqual([]);
      const postings = (
        await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')))
      )
        .flatMap((block) => (Array.isArray(block) ? block : (block?.['@graph'] ?? [block])))
        .filter((block) => block?.['@type'] === 'JobPosting');
      expect(postings).toHaveLength(1);
      const hiring = postings[0].hiringOrganization as Record<string, unknown>;
      expect(hiring.name).toBe('Empresa confidencial');
      expect(hiring.logo ?? null).toBeNull();
      expect(hiring.sameAs ?? null).toBeNull();
      const hiringJson = JSON.stringify(hiring).toLowerCase();
      expect(giveaways.filter((giveaway) => hiringJson.includes(giveaway.toLowerCase()))).toEqual([]);
    });
  });
});

describe('the company settings', () => {
  it('show on the company’s public job site: name, uploaded logo, colours, description and social links', async () => {
    const { companies } = (await (
      await fetch(new URL('/api/analyst/v1/companies', baseUrl), {
        headers: { cookie: cookieHeader(analyst) },
      })
    ).json()) as { companies: { id: string; slug: string }[] };
    const settingsUrl = new URL(
      `/api/analyst/v1/companies/${companies.find((each) => each.slug === companySlug)?.id}/settings`,
      baseUrl,
    );
    // Put back afterwards: other suites open this company's site.
    const original = await (await fetch(settingsUrl, { headers: { cookie: cookieHeader(analyst) } })).text();
    try {
      await withPage('desktop', async (page, context) => {
        await asAnalyst(context);
        await page.goto(`/analista/${companySlug}/configuracion`);
        await page.getByLabel('Nombre', { exact: true }).fill('Logística Camello Renovada');
        // Uploaded with the form's post, as a browser without JavaScript sends it too.
        await page.getByLabel(/^(Subir un|Cambiar el) logo$/).setInputFiles({
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: pngImage(64, [122, 31, 92]),
        });
        await page.getByLabel('Color principal').fill('#7a1f5c');
        await page.getByLabel('Color secundario').fill('#f2c94c');
        await page
          .getByLabel('Descripción (puede llevar HTML sencillo)')
          .fill('<p>Movemos carga por <strong>todo el país</strong>.</p>');
        await page.getByLabel('Facebook', { exact: true }).fill('https://www.facebook.com/logistica-camello');
        await page
          .getByLabel('LinkedIn', { exact: true })
          .fill('https://www.linkedin.com/company/logistica-camello');
        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await shown(page.getByRole('status').filter({ hasText: 'Guardamos la configuración' }));
        // The saved logo is now the current one, and the file field is empty again.
        expect(await page.getByLabel('Cambiar el logo').inputValue()).toBe('');

        const response = await page.goto(`/empresas/${companySlug}`);
        expect(response?.status()).toBe(200);
        expect(await page.getByText('Logística Camello Renovada', { exact: true }).first().isVisible()).toBe(
          true,
        );
        // Served from this site, so the page's CSP lets it show.
        const logo = page.getByRole('img', { name: 'Logo de Logística Camello Renovada' }).first();
        expect(await logo.getAttribute('src')).toMatch(/^\/api\/jobs\/v1\/public\/logos\/[0-9a-f]{64}\.png$/);
        await logo.evaluate((image: HTMLImageElement) => image.decode());
        expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
        const header = page.locator('[style*="--company-primary"]').first();
        expect(await header.getAttribute('style')).toMatch(
          /--company-primary:\s*#7a1f5c;\s*--company-secondary:\s*#f2c94c/,
        );
        // The description's HTML shows as formatting, not as tags.
        expect(await header.locator('strong').textContent()).toBe('todo el país');
        expect(await header.textContent()).not.toContain('<p>');
        const social = header.locator('[data-social-links]');
        expect(
          await social
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        ).toEqual([
          'https://www.facebook.com/logistica-camello',
          'https://www.linkedin.com/company/logistica-camello',
        ]);
      });
    } finally {
      const put = await fetch(settingsUrl, {
        method: 'PUT',
        headers: { cookie: cookieHeader(analyst), 'Content-Type': 'application/json' },
        body: original,
      });
      expect(put.status, await put.text()).toBe(200);
    }
  });
});

describe('the analyst pages', () => {
  /** One page of each type of the analyst area (every route under /analista but the CSV export). */
  let pages: string[] = [];
  const pagesOf = async () => {
    if (pages.length > 0) return pages;
    const api = async <T>(path: string) =>
      (await (
        await fetch(new URL(`/api/analyst/v1${path}`, baseUrl), {
          headers: { cookie: cookieHeader(analyst) },
        })
      ).json()) as T;
    const { companies } = await api<{ companies: { id: string; slug: string }[] }>('/companies');
    const company = companies.find((each) => each.slug === companySlug);
    if (!company) throw new Error(`The analyst is not linked to ${companySlug}`);
    const vacancies = async () =>
      (await api<{ vacancies: { id: string; applicants: number }[] }>(`/companies/${company.id}/vacancies`))
        .vacancies;
    // A vacancy with an applicant, for the applicants pages: a candidate applies when none has.
    if (!(await vacancies()).some((vacancy) => vacancy.applicants > 0))
      await applyThroughApi(
        baseUrl,
        await signIn(baseUrl, await createCandidateAccount(baseUrl)),
        [],
        companySlug,
      );
    const vacancy = (await vacancies()).find((each) => each.applicants > 0);
    const { rows } = await api<{ rows: { applicationId: string }[] }>(
      `/companies/${company.id}/vacancies/${vacancy?.id}/applicants`,
    );
    pages = [
      '/analista',
      '/analista?modal=support',
      `/analista/${companySlug}`,
      `/analista/${companySlug}/vacantes`,
      `/analista/${companySlug}/vacantes/nueva`,
      `/analista/${companySlug}/vacantes/${vacancy?.id}`,
      `/analista/${companySlug}/vacantes/${vacancy?.id}/postulantes`,
      `/analista/${companySlug}/postulantes/${rows[0]?.applicationId}`,
      `/analista/${companySlug}/configuracion`,
      `/analista/${companySlug}/configuracion/referidos`,
      `/analista/${companySlug}/configuracion/marcas`,
      `/analista/${companySlug}/configuracion/analistas`,
      `/analista/${companySlug}/referidos`,
      `/analista/${companySlug}/configuracion/etapas`,
    ];
    return pages;
  };

  it('are valid HTML', async () => {
    const documents: [string, string][] = [];
    for (const path of await pagesOf()) {
      const response = await fetch(new URL(path, baseUrl), { headers: { cookie: cookieHeader(analyst) } });
      expect(response.status, path).toBe(200);
      documents.push([path, await response.text()]);
    }
    expect(await htmlErrorsOf(documents)).toEqual([]);
  });

  // One visit per page checks what axe finds, then what the keyboard reaches.
  it.each(viewportNames)(
    'have no axe violations, a skip link the first Tab reaches, and let the keyboard reach every control, each showing where the focus is (%s)',
    async (viewport) => {
      const problems: string[] = [];
      for (const path of await pagesOf())
        await withPage(viewport, async (page, context) => {
          await asAnalyst(context);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          expect(await wcagViolations(page), path).toEqual([]);
          await hydrated(page);
          if (path.includes('?modal=')) {
            // An open modal holds the focus instead of the skip link: what has it counts as reached.
            await expect.poll(() => focusIsInModal(page)).toBe(true);
          } else {
            await page.keyboard.press('Tab');
            const skip = page.getByRole('link', { name: 'Saltar al contenido' });
            expect(await skip.evaluate((link) => link === document.activeElement), path).toBe(true);
            await focusTopOfPage(page);
          }
          await inspectTabStop(page);
          const inSeenDateField = () =>
            page.evaluate(() => {
              const active = document.activeElement;
              return (
                active instanceof HTMLInputElement &&
                active.type === 'date' &&
                active.hasAttribute('data-tab-stop-seen')
              );
            });
          for (let stop = 0; stop < 400; stop += 1) {
            await page.keyboard.press('Tab');
            // Tab walks the day, month and year of a date field (inspecting it would go back to the day).
            for (let segment = 0; segment < 4 && (await inSeenDateField()); segment += 1)
              await page.keyboard.press('Tab');
            const tabStop = await inspectTabStop(page);
            if (!tabStop || tabStop.revisited) break;
            if (!tabStop.indicator || tabStop.size < 2)
              problems.push(`${path}: no focus shown on ${tabStop.element}`);
          }
          const unreached = await page.evaluate(() => {
            // Under an open modal only the modal's controls can take the focus.
            const scope = document.querySelector('dialog:modal') ?? document;
            const controls = Array.from(
              scope.querySelectorAll<HTMLElement>(
                'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]',
              ),
            );
            const seen = (element: Element) => element.hasAttribute('data-tab-stop-seen');
            return controls
              .filter(
                (element) =>
                  element.tabIndex >= 0 &&
                  !(element as HTMLButtonElement).disabled &&
                  element.checkVisibility({ visibilityProperty: true }) &&
                  !seen(element) &&
                  // A group of radio buttons is one tab stop.
                  !(
                    element instanceof HTMLInputElement &&
                    element.type === 'radio' &&
                    Array.from(document.getElementsByName(element.name)).some(seen)
                  ),
              )
              .map(
                (element) =>
                  `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('name') || element.getAttribute('aria-label')}"`,
              );
          });
          problems.push(...unreached.map((element) => `${path}: Tab never reaches ${element}`));
          problems.push(...(await layoutFaults(page)).map((fault) => `${path}: ${fault}`));
        });
      expect(problems).toEqual([]);
    },
  );

  it.each(viewportNames)(
    'open a user-menu modal that keeps the focus and closes with Escape (%s)',
    async (viewport) => {
      await withPage(viewport, async (page, context) => {
        await asAnalyst(context);
        await page.goto('/analista?modal=support');
        await hydrated(page);
        await expect.poll(() => focusIsInModal(page)).toBe(true);
        await tabInModalThenEscape(page, 12, 'the support dialog');
        await expect.poll(() => new URL(page.url()).search).toBe('');
      });
    },
  );

  it('open a group of the side navigation when it holds the current page, and mark the page', async () => {
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(`/analista/${companySlug}/vacantes/nueva`);
      const nav = page.getByRole('navigation', { name: 'Navegación del área de empresas' });
      expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('Nueva vacante');
      expect(await nav.locator('details[open] > summary').allTextContents()).toEqual(['Vacantes']);
      // Each group says it folds: a chevron, turned one way while folded and the other once open.
      const chevron = (group: string) =>
        nav
          .locator('summary', { hasText: group })
          .evaluate((summary) => getComputedStyle(summary, '::after').transform);
      const [open, folded] = [await chevron('Vacantes'), await chevron('Configuración')];
      expect(folded).not.toBe('none');
      expect(open).not.toBe('none');
      expect(open).not.toBe(folded);
      const crumbs = page.getByRole('navigation', { name: 'Estás en' });
      expect((await crumbs.getByRole('listitem').allTextContents()).at(-1)).toBe('Nueva vacante');
    });
  });

  it('fold the side navigation behind "Menú del área" on a phone, so the page starts on the first screen', async () => {
    const navOf = (page: Page) => page.getByRole('navigation', { name: 'Navegación del área de empresas' });
    await withPage('mobile', async (page, context) => {
      await asAnalyst(context);
      await page.goto(`/analista/${companySlug}/configuracion`);
      const heading = page.getByRole('heading', { level: 1 });
      const box = await heading.boundingBox();
      expect(box && box.y + box.height).toBeLessThan(viewports.mobile.viewport.height / 2);
      const brands = navOf(page).getByRole('link', { name: 'Marcas', exact: true });
      expect(await brands.isVisible()).toBe(false);
      await navOf(page).getByText('Menú del área', { exact: true }).click();
      await brands.click();
      await page.waitForURL(new RegExp(`/analista/${companySlug}/configuracion/marcas$`));
    });
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(`/analista/${companySlug}/configuracion`);
      expect(await navOf(page).getByText('Menú del área', { exact: true }).isVisible()).toBe(false);
      expect(await navOf(page).getByRole('link', { name: 'Marcas', exact: true }).isVisible()).toBe(true);
    });
  });

  it('refuse a candidate (403) and send a visitor to sign in first', async () => {
    const candidate = await signIn(baseUrl, await createCandidateAccount(baseUrl));
    const refused = await fetch(new URL('/analista', baseUrl), {
      headers: { cookie: cookieHeader(candidate) },
    });
    expect(refused.status).toBe(403);
    const visitor = await fetch(new URL(`/analista/${companySlug}/vacantes`, baseUrl), {
      redirect: 'manual',
    });
    expect(visitor.status).toBe(302);
    const forward = new URL(visitor.headers.get('location') ?? '', baseUrl).searchParams.get('forwardUrl');
    expect(atob(forward ?? '')).toBe(`/analista/${companySlug}/vacantes`);
  });
});
