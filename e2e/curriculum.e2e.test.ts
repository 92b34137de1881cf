import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  cookieHeader,
  newCandidateSession,
  signedInCandidate,
} from './support/accounts.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, type ViewportName, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { hydrated, sidewaysOverflow, strayListMarkers } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

/** `/empleos` as `forwardUrl` carries it (base64). */
const BACK_TO_JOBS = Buffer.from('/empleos').toString('base64');
const PAGE = `/hoja-de-vida?forwardUrl=${encodeURIComponent(BACK_TO_JOBS)}`;

let sharedCookies: Cookie[] = [];

beforeAll(async () => {
  sharedCookies = await newCandidateSession(baseUrl);
});

async function signedInAs(context: BrowserContext): Promise<void> {
  await signedInCandidate(context, baseUrl, { resume: 'asSignedUp' });
}

/** Phones as narrow as 375 px: the smallest breakpoint of spec §9. */
async function sized(page: Page, viewport: ViewportName) {
  if (viewport === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const uniqueDocument = () => String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 10));

/** Chooses a city or an occupation by typing in its search box, the way a person with JavaScript does. */
async function searchAndChoose(
  scope: ReturnType<Page['getByRole']>,
  label: string,
  text: string,
  option: string,
) {
  const searchBox = scope.getByRole('searchbox', { name: `Buscar ${label.toLowerCase()}` });
  await searchBox.fill(text);
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await expect.poll(() => select.locator('option').allTextContents(), { timeout: 10_000 }).toContain(option);
  await select.selectOption({ label: option });
  // The choice closes the list and clears the search text (spec §4 select input); it stays chosen.
  await expect.poll(() => searchBox.inputValue()).toBe('');
  expect(await select.locator('option:checked').textContent()).toBe(option);
}

async function fillDate(
  scope: ReturnType<Page['getByRole']>,
  legend: string,
  [day, month, year]: [string, string, string],
) {
  const group = scope.getByRole('group', { name: legend });
  await group.getByLabel('Día').fill(day);
  await group.getByLabel('Mes').fill(month);
  await group.getByLabel('Año').selectOption(year);
}

async function fillPersonalData(page: Page) {
  const personal = section(page, 'Datos personales');
  await fillDate(personal, 'Fecha de nacimiento', ['12', '4', '1998']);
  await personal
    .getByRole('combobox', { name: 'País de residencia' })
    .selectOption({ label: 'Colombia (+57)' });
  await searchAndChoose(personal, 'Ciudad de residencia', 'bogo', 'Bogotá, Bogotá, D.C.');
  await searchAndChoose(personal, 'Ciudad de nacimiento', 'medell', 'Medellín, Antioquia');
  await personal.getByLabel('Dirección').fill('Calle 45 # 13-20');
  await personal.getByLabel('Celular').fill('300 123 4567');
  await personal
    .getByRole('combobox', { name: 'Tipo de documento' })
    .selectOption({ label: 'Cédula de ciudadanía (Colombia)' });
  await personal.getByLabel('Número de documento').fill(uniqueDocument());
  await personal.getByRole('combobox', { name: 'Sexo' }).selectOption('female');
  await personal.getByRole('combobox', { name: 'Género' }).selectOption('woman');
  await personal.getByRole('combobox', { name: 'Estado civil' }).selectOption('single');
  await personal.getByLabel('Profesión u oficio').fill('Tecnóloga en logística');
  await personal.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/#datos-personales$/);
}

async function fillSalary(page: Page) {
  const salary = section(page, 'Aspiración salarial');
  await salary.getByLabel('Salario que esperas').fill('2500000');
  await salary.getByRole('combobox', { name: 'Frecuencia' }).selectOption({ label: 'Mensual' });
  await salary.getByRole('combobox', { name: 'Moneda' }).selectOption({ label: 'COP' });
  await salary.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/#aspiracion-salarial$/);
}

describe('/hoja-de-vida', () => {
  it('sends a visitor without a session to sign in first, and back here afterwards', async () => {
    const response = await fetch(new URL('/hoja-de-vida', baseUrl), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '', baseUrl);
    expect(location.pathname).toBe('/ingresar');
    expect(Buffer.from(location.searchParams.get('forwardUrl') ?? '', 'base64').toString()).toBe(
      '/hoja-de-vida',
    );
  });

  it.each(viewportNames)(
    'is completed by a new candidate, file included, and then leads back (%s)',
    async (viewport) => {
      await withPage(viewport, async (page, context) => {
        await signedInAs(context);
        await sized(page, viewport);
        const response = await page.goto(PAGE);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toMatch(/^private, no-(store|cache)$/);
        await hydrated(page);
        expect(await page.getByRole('progressbar').getAttribute('value')).toBe('13');
        const missing = page.getByRole('link', { name: 'Ciudad de residencia' });
        expect(await missing.getAttribute('href')).toBe('#field-cityId');
        expect(await strayListMarkers(page), 'the bullets of what is missing').toEqual([]);
        await page.getByText('Cuando completes tu hoja de vida podrás volver a la vacante.').waitFor();

        await fillPersonalData(page);
        await fillSalary(page);

        if (viewport === 'desktop') {
          const studies = section(page, 'Estudios');
          await studies.getByText('Agregar estudio').click();
          await studies.getByLabel('Institución').fill('SENA');
          await studies.getByLabel('Título obtenido').fill('Tecnólogo en gestión logística');
          await studies.getByLabel('Área de estudio').fill('Logística');
          await studies
            .getByRole('combobox', { name: 'Nivel de estudio' })
            .selectOption({ label: 'Tecnológico' });
          await fillDate(studies, 'Fecha de inicio', ['20', '1', '2016']);
          await fillDate(studies, 'Fecha de finalización', ['30', '6', '2018']);
          await studies.getByRole('button', { name: 'Agregar' }).click();
          await page.waitForURL(/#estudios$/);
          await section(page, 'Estudios')
            .getByText('Tecnólogo en gestión logística', { exact: true })
            .waitFor();

          const experience = section(page, 'Experiencia laboral');
          await experience.getByText('Agregar experiencia').click();
          await experience.getByLabel('Empresa', { exact: true }).fill('Servientrega');
          await experience.getByLabel('Cargo', { exact: true }).fill('Auxiliar de bodega');
          await searchAndChoose(experience, 'Ocupación', 'bodega', (await firstOccupation('bodega')) ?? '');
          await experience
            .getByRole('combobox', { name: 'Nivel del cargo' })
            .selectOption({ label: 'Operativo' });
          await searchAndChoose(experience, 'Ciudad', 'bogo', 'Bogotá, Bogotá, D.C.');
          await fillDate(experience, 'Fecha de inicio', ['1', '8', '2019']);
          await experience.getByLabel('Todavía trabajo aquí').check();
          await experience.getByRole('button', { name: 'Agregar' }).click();
          await page.waitForURL(/#experiencia$/);
          await section(page, 'Experiencia laboral').getByText('Auxiliar de bodega · Servientrega').waitFor();

          const cv = section(page, 'Archivo de hoja de vida');
          await cv.getByLabel('Archivo (PDF o Word, máximo 5 MB)').setInputFiles({
            name: 'Hoja de vida.pdf',
            mimeType: 'application/pdf',
            buffer: samplePdf(),
          });
          await cv.getByRole('button', { name: 'Subir archivo' }).click();
          await page.waitForURL(/#archivo$/);
          await section(page, 'Archivo de hoja de vida')
            .getByText(/Archivo actual: Hoja de vida\.pdf/)
            .waitFor();
          const download = await page.request.get('/hoja-de-vida/archivo');
          expect(download.status()).toBe(200);
          expect((await download.body()).equals(samplePdf())).toBe(true);
        } else {
          const studies = section(page, 'Estudios');
          await studies.getByLabel('No tengo estudios para registrar').check();
          await studies.getByRole('button', { name: 'Guardar' }).click();
          await page.waitForURL(/#estudios$/);
          const experience = section(page, 'Experiencia laboral');
          await experience.getByLabel('No tengo experiencia laboral').check();
          await experience.getByRole('button', { name: 'Guardar' }).click();
          await page.waitForURL(/#experiencia$/);
        }

        await page.getByText('¡Tu hoja de vida está completa! Ya puedes postularte.').waitFor();
        expect(await page.getByRole('progressbar').getAttribute('value')).toBe('100');
        expect(await page.getByRole('link', { name: 'Volver a la vacante' }).getAttribute('href')).toBe(
          '/empleos',
        );
        expect(await sidewaysOverflow(page)).toBe(0);
      });
    },
  );

  it('gives instant feedback: the counter turns red past 120 and the rule speaks on leaving a field', async () => {
    await withPage('desktop', async (page, context) => {
      await addSessionCookies(context, baseUrl, sharedCookies);
      await page.goto('/hoja-de-vida');
      await hydrated(page);
      const address = page.getByLabel('Dirección');
      await address.fill('a'.repeat(1_234).slice(0, 121));
      const counter = page.locator('#field-address-counter');
      expect(await counter.textContent()).toBe('121 / 120');
      expect(await counter.getAttribute('class')).toMatch(/counterError/);
      await page.getByLabel('Celular').fill('12');
      await page.getByLabel('Celular').blur();
      await address.focus();
      await address.blur();
      expect(await page.locator('#field-phone-error').textContent()).toBe(
        'Escribe un número de celular válido, solo con números (de 7 a 15)',
      );
      expect(await page.locator('#field-address-error').textContent()).toBe('Escribe máximo 120 caracteres');
      const month = page.getByRole('group', { name: 'Fecha de nacimiento' }).getByLabel('Mes');
      await month.fill('14');
      expect(await month.inputValue()).toBe('12');
    });
  });

  it('works without JavaScript: a city found with the search form, a refusal under its field, then saved', async () => {
    await withPage(
      'mobile',
      async (page, context) => {
        await signedInAs(context);
        await sized(page, 'mobile');
        await page.goto('/hoja-de-vida');
        const personal = section(page, 'Datos personales');
        await personal.getByRole('searchbox', { name: 'Buscar ciudad de residencia' }).fill('cali');
        await personal.getByRole('button', { name: 'Buscar' }).nth(1).click();
        await page.waitForURL(/campo=cityId/);
        const city = section(page, 'Datos personales').getByRole('combobox', {
          name: 'Ciudad de residencia',
          exact: true,
        });
        await city.selectOption({ label: 'Cali, Valle del Cauca' });
        await section(page, 'Datos personales').getByLabel('Celular').fill('12');
        await section(page, 'Datos personales').getByRole('button', { name: 'Guardar' }).click();
        await page.waitForLoadState();
        expect(await page.locator('#field-phone-error').textContent()).toBe(
          'Escribe un número de celular válido, solo con números (de 7 a 15)',
        );
        await page.getByLabel('Celular').fill('3001234567');
        await section(page, 'Datos personales').getByRole('button', { name: 'Guardar' }).click();
        await page.waitForURL(/#datos-personales$/);
        expect(await page.getByLabel('Celular').inputValue()).toBe('3001234567');
        expect(
          await section(page, 'Datos personales')
            .getByRole('combobox', { name: 'Ciudad de residencia', exact: true })
            .locator('option:checked')
            .textContent(),
        ).toBe('Cali');
      },
      { javaScriptEnabled: false },
    );
  });

  it.each(viewportNames)('has no axe violations and valid HTML (%s)', async (viewport) => {
    await withPage(viewport, async (page, context) => {
      await addSessionCookies(context, baseUrl, sharedCookies);
      await sized(page, viewport);
      await page.goto('/hoja-de-vida');
      await hydrated(page);
      expect(await wcagViolations(page)).toEqual([]);
    });
    const html = await (
      await fetch(new URL('/hoja-de-vida', baseUrl), { headers: { Cookie: cookieHeader(sharedCookies) } })
    ).text();
    expect(await htmlErrors(html)).toEqual([]);
  });
});

/** The first occupation the API finds for a text, as its search list names it. */
async function firstOccupation(text: string): Promise<string | undefined> {
  const found = await (await fetch(new URL(`/api/jobs/v1/occupations/search?q=${text}`, baseUrl))).json();
  return (found as { name: string }[])[0]?.name;
}

/** A one-page PDF. */
function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
