import { analystVacancyListSchema, analystVacancySchema } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalystOfCompany,
  bearer,
  signInAnalystOfNewCompany,
} from '../../test-support/analyst-accounts.ts';
import { searchOk, setUpApiApp, slugsOf, text } from '../../test-support/api-app.ts';

// The API's clock is the real one here: a vacancy published now must show in the live search.
const api = setUpApiApp({ now: () => new Date() });
let ana: AnalystOfCompany;

beforeAll(async () => {
  ana = await signInAnalystOfNewCompany(api.app, api.db, 'Transportes Cóndor');
});

const base = () => `/api/analyst/v1/companies/${ana.companyId}/vacancies`;

const form = {
  title: 'Conductor de tractomula',
  descriptionHtml: '<p>Rutas nacionales.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
  cities: ['medellin', 'Bogotá'],
  sectors: [],
  occupation: 'Conductor de camión',
  salaryMin: 2_500_000,
  salaryMax: 3_200_000,
  salaryFrequency: 'MONTH',
  employmentType: 'FULL_TIME',
  educationLevel: 'HIGH_SCHOOL',
  experienceMonths: 24,
  isRemote: false,
  urgent: true,
  numberOfQuotas: 3,
  skills: [{ name: 'Conducción defensiva', score: 4 }],
  questions: [
    { type: 'unique', question: '¿Tienes licencia C3 vigente?', options: ['Sí', 'No'], required: true },
    { type: 'openLong', question: 'Cuéntanos tus rutas', options: [], required: false },
  ],
};

async function create(body: Record<string, unknown> = form) {
  return api.app.inject({ method: 'POST', url: base(), headers: bearer(ana), payload: body });
}

describe('creating a vacancy', () => {
  it('writes a draft with every field, its questionnaire and a sanitized description', async () => {
    const response = await create();
    expect(response.statusCode, response.body).toBe(201);
    const vacancy = analystVacancySchema.parse(response.json());
    expect(vacancy).toMatchObject({
      status: 'draft',
      title: 'Conductor de tractomula',
      salaryMin: 2_500_000,
      urgent: true,
      numberOfQuotas: 3,
      isConfidential: false,
      skills: [{ name: 'Conducción defensiva', score: 4 }],
    });
    expect(vacancy.cities.map((city) => city.slug)).toEqual(['medellin', 'bogota']);
    expect(vacancy.questions.map(({ type, required }) => [type, required])).toEqual([
      ['unique', true],
      ['openLong', false],
    ]);
    expect(vacancy.descriptionHtml).toContain('<p>Rutas nacionales.</p>');
    expect(vacancy.descriptionHtml).not.toMatch(/script|onerror/i);
  });

  it('refuses what the import refuses, with the import’s words, field by field', async () => {
    const response = await create({
      ...form,
      title: '',
      salaryMin: 5,
      salaryMax: 1,
      questions: [{ type: 'unique', question: '¿Moto propia?', options: ['Sí'] }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toMatchObject({
      title: '«title» debe ser un texto de 1 a 200 caracteres',
      questions: 'la pregunta «¿Moto propia?» es de selección y necesita al menos dos opciones',
    });
    const unknownCity = await create({ ...form, cities: ['Medellín, Antioquia', 'Ciudad Gótica'] });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().message).toMatch(/Ciudad Gótica/);
    // Under the field that named it, for the form to show it there.
    expect(unknownCity.json().fields).toEqual({ cities: 'la ciudad «Ciudad Gótica» no existe' });
  });
});

describe('the life of a vacancy', () => {
  it('is published, found in the public search, paused, closed and duplicated', async () => {
    const created = analystVacancySchema.parse(
      (await create({ ...form, title: 'Operador de montacargas' })).json(),
    );
    const url = `${base()}/${created.id}`;
    const act = (action: string) =>
      api.app.inject({ method: 'POST', url: `${url}/status`, headers: bearer(ana), payload: { action } });

    expect((await act('pause')).statusCode).toBe(409);
    const published = await act('publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published' });
    await expect
      .poll(async () => slugsOf(await searchOk(api.app, text('montacargas'))), {
        timeout: 15_000,
        interval: 500,
      })
      .toContain(created.slug);

    const list = analystVacancyListSchema.parse(
      (await api.app.inject({ url: `${base()}?q=montacargas`, headers: bearer(ana) })).json(),
    );
    expect(list.vacancies.map((each) => [each.title, each.status, each.applicants])).toEqual([
      ['Operador de montacargas', 'published', 0],
    ]);
    expect(list.statusCounts.published).toBeGreaterThanOrEqual(1);

    expect((await act('pause')).json()).toMatchObject({ status: 'paused' });
    expect((await act('close')).json()).toMatchObject({ status: 'closed' });
    await expect
      .poll(async () => slugsOf(await searchOk(api.app, text('montacargas'))), {
        timeout: 15_000,
        interval: 500,
      })
      .not.toContain(created.slug);

    const copy = await api.app.inject({ method: 'POST', url: `${url}/duplicate`, headers: bearer(ana) });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ status: 'draft', title: 'Operador de montacargas' });
    expect(copy.json().id).not.toBe(created.id);
    expect(copy.json().questions).toHaveLength(2);
  });

  it('shows its analyst’s edit and closing on its public pages at once, though they are kept in memory', async () => {
    const created = analystVacancySchema.parse(
      (await create({ ...form, title: 'Estibador de bodega' })).json(),
    );
    const url = `${base()}/${created.id}`;
    const publish = { method: 'POST' as const, url: `${url}/status`, headers: bearer(ana) };
    expect((await api.app.inject({ ...publish, payload: { action: 'publish' } })).statusCode).toBe(200);
    const detail = () => api.app.inject({ url: `/api/jobs/v1/public/jobs/${created.slug}` });
    const posting = () => api.app.inject({ url: `/api/jobs/v1/seo/job-posting/${created.slug}` });
    expect((await detail()).json().title).toBe('Estibador de bodega');
    expect((await posting()).json().posting.title).toBe('Estibador de bodega');
    const card = async () =>
      (await searchOk(api.app, text('estibador'))).rows.find((row) => row.jobSlug === created.slug)?.title;
    await expect.poll(card, { timeout: 10_000 }).toBe('Estibador de bodega');

    const edited = await api.app.inject({
      method: 'PUT',
      url,
      headers: bearer(ana),
      payload: { ...form, title: 'Estibador de bodega nocturno' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail()).json().title).toBe('Estibador de bodega nocturno');
    expect((await posting()).json().posting.title).toBe('Estibador de bodega nocturno');
    // Found by the index's words until it polls, but shown as it is now.
    expect(await card()).toBe('Estibador de bodega nocturno');

    expect((await api.app.inject({ ...publish, payload: { action: 'close' } })).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(410);
    expect((await posting()).json().status).toBe('gone');
  });

  it('saves an edit, keeps its status and address, and marks it confidential', async () => {
    const created = analystVacancySchema.parse((await create()).json());
    const edited = await api.app.inject({
      method: 'PUT',
      url: `${base()}/${created.id}`,
      headers: bearer(ana),
      payload: {
        ...form,
        title: 'Conductor de tractomula doble troque',
        salaryToAgree: true,
        isConfidential: true,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      slug: created.slug,
      status: 'draft',
      title: 'Conductor de tractomula doble troque',
      salaryToAgree: true,
      isConfidential: true,
    });
  });

  it('a confidential vacancy names no employer on public pages, and stays the company’s', async () => {
    const created = analystVacancySchema.parse(
      (await create({ ...form, title: 'Jefe de patio reservado', isConfidential: true })).json(),
    );
    const url = `${base()}/${created.id}`;
    expect(created.isConfidential).toBe(true);
    const published = await api.app.inject({
      method: 'POST',
      url: `${url}/status`,
      headers: bearer(ana),
      payload: { action: 'publish' },
    });
    expect(published.statusCode, published.body).toBe(200);
    await expect
      .poll(async () => slugsOf(await searchOk(api.app, text('jefe de patio reservado'))), {
        timeout: 15_000,
        interval: 500,
      })
      .toContain(created.slug);
    const card = (await searchOk(api.app, text('jefe de patio reservado'))).rows.find(
      (row) => row.jobSlug === created.slug,
    );
    expect(card?.companyName).toBe('Empresa confidencial');
    expect(slugsOf(await searchOk(api.app, text('Transportes Cóndor')))).not.toContain(created.slug);
    const detail = await api.app.inject({ url: `/api/jobs/v1/public/jobs/${created.slug}` });
    expect(detail.body).not.toContain('Cóndor');

    // Its analysts still list and edit it; saved without the option, it names its company again.
    const listed = await api.app.inject({ url: `${base()}?q=reservado`, headers: bearer(ana) });
    expect(listed.json().vacancies.map((each: { id: string }) => each.id)).toEqual([created.id]);
    const edited = await api.app.inject({
      method: 'PUT',
      url,
      headers: bearer(ana),
      payload: { ...form, title: 'Jefe de patio reservado', isConfidential: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, isConfidential: false, status: 'published' });
    await expect
      .poll(
        async () =>
          (await searchOk(api.app, text('jefe de patio reservado'))).rows.find(
            (row) => row.jobSlug === created.slug,
          )?.companyName,
        { timeout: 15_000, interval: 500 },
      )
      .toBe('Transportes Cóndor');
  });
});
