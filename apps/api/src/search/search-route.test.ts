import { describe, expect, it } from 'vitest';
import { searchOk, searchUrl, setUpApiApp, slugsOf, text } from '../test-support/api-app.ts';
import { loadSearchFixtures, publicSlugs } from '../test-support/search-fixtures.ts';

const jobs = setUpApiApp({ load: loadSearchFixtures });

const search = (params: Record<string, unknown> = {}) => searchOk(jobs.app, params);
const slugs = slugsOf;

describe('GET /v1/public/jobs/search: text', () => {
  it('lists every live public vacancy, newest first, when there is no text', async () => {
    const body = await search({ paginator: { pageSize: 20 } });
    expect(body.totalRows).toBe(publicSlugs.length);
    expect(body.totalHits).toBe(2 + 1 + 3 + 5 + 1 + 2 + 1 + 1);
    expect(slugs(body)).toEqual([
      'medico-general-medellin',
      'ingeniero-de-sistemas-cali',
      'enfermero-jefe-bogota',
      'coordinador-de-servicios-rionegro',
      'medica-pediatra-bogota',
      'recepcionista-centro-medico',
      'auxiliar-de-enfermeria-envigado',
      'desarrolladora-backend-bogota',
    ]);
  });

  it('folds accents and gender: "medico" finds "Médico" and "Médica", title matches first', async () => {
    const body = await search(text('medico'));
    expect(slugs(body)).toEqual([
      // All words in the title, newest first.
      'medico-general-medellin',
      'medica-pediatra-bogota',
      // In the company name.
      'recepcionista-centro-medico',
      // Only in the description.
      'coordinador-de-servicios-rionegro',
    ]);
  });

  it('never shows private, expired, scheduled, paused, draft or inactive-company vacancies', async () => {
    const body = await search(text('médico'));
    for (const slug of slugs(body)) expect(publicSlugs).toContain(slug);
  });

  it('relates plural and gender: "enfermeras" finds "Enfermero" and "enfermería"', async () => {
    const body = await search(text('enfermeras'));
    expect(slugs(body)).toEqual(['enfermero-jefe-bogota', 'auxiliar-de-enfermeria-envigado']);
  });

  it('finds "Ingeniero de Sistemas" from "ingenieria sistemas" through job-title synonyms', async () => {
    expect(slugs(await search(text('ingenieria sistemas')))).toEqual(['ingeniero-de-sistemas-cali']);
    expect(slugs(await search(text('Ingeniera de sistemas')))).toEqual(['ingeniero-de-sistemas-cali']);
  });

  it('ranks a match in the occupation after a match in the title', async () => {
    // "Ingeniero de Sistemas" has the occupation "Desarrolladores de software".
    expect(slugs(await search(text('desarrolladora')))).toEqual([
      'desarrolladora-backend-bogota',
      'ingeniero-de-sistemas-cali',
    ]);
  });

  it('requires every word', async () => {
    expect(slugs(await search(text('médico pediatra')))).toEqual(['medica-pediatra-bogota']);
    expect((await search(text('medico astronauta'))).totalRows).toBe(0);
  });

  it('joins the terms of several queries', async () => {
    const body = await search({
      queries: [
        { field: 'all', term: 'médica' },
        { field: 'all', term: 'pediatra' },
      ],
    });
    expect(slugs(body)).toEqual(['medica-pediatra-bogota']);
  });

  it('treats SQL and HTML metacharacters as plain text', async () => {
    // "Médica pediatra" has the occupation "Médicos generales": second.
    expect(slugs(await search(text('<b>médico</b> general')))).toEqual([
      'medico-general-medellin',
      'medica-pediatra-bogota',
    ]);
    expect((await search(text("medico'; DROP TABLE vacancies; --"))).totalRows).toBe(0);
    expect((await search(text('%_\\'))).totalRows).toBe(publicSlugs.length);
    expect((await search(text('medico'))).totalRows).toBe(4);
  });

  it('formats the cards in the visitor language', async () => {
    const body = await search(text('medico general'));
    expect(body.rows[0]).toMatchObject({
      title: 'Médico general',
      companyName: 'Clínica Aurora',
      companySlug: 'clinica-aurora',
      cities: ['Medellín'],
      others: 0,
      salary: '$ 6.000.000 - $ 8.000.000',
      experience: '2 años de experiencia',
      educationLevel: 'Profesional',
      contractType: 'Tiempo completo',
      formatPublishDate: 'Ayer',
      urgent: false,
      jobSlug: 'medico-general-medellin',
      dynamicUrl: '/empleos',
    });
    const english = await jobs.app.inject({
      url: searchUrl(text('medico general')),
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().rows[0]).toMatchObject({
      contractType: 'Full time',
      formatPublishDate: 'Yesterday',
    });
    const hourly = await search(text('recepcionista'));
    expect(hourly.rows[0]?.salary).toBe('US$ 15 - US$ 18 (por hora)');
  });
});

describe('GET /v1/public/jobs/search: pagination', () => {
  it('pages through the results without overlap', async () => {
    const first = await search({ paginator: { page: 1, pageSize: 10 } });
    expect(first.rows).toHaveLength(8);
    const page2 = await search({ paginator: { page: 2, pageSize: 10 } });
    expect(page2.rows).toEqual([]);
    expect(page2.totalRows).toBe(8);
    const mobile = await search({ device: 'mobile', paginator: { page: 1, pageSize: 15 } });
    expect(mobile.rows).toHaveLength(8);
  });

  it('answers the last page and a page past the end', async () => {
    const all = slugs(await search({ paginator: { pageSize: 20 } }));
    const small = (page: number) => search({ ...text(''), paginator: { page, pageSize: 10 } });
    expect(slugs(await small(1))).toEqual(all);
    expect(slugs(await search({ paginator: { page: 10_000, pageSize: 40 } }))).toEqual([]);
  });
});

describe('GET /v1/public/jobs/search: bad input', () => {
  const rejects = async (params: Record<string, unknown> | string, message: RegExp) => {
    const url = typeof params === 'string' ? `/api/jobs/v1/public/jobs/search?${params}` : searchUrl(params);
    const response = await jobs.app.inject(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toMatch(message);
  };

  it('rejects pages out of range', async () => {
    await rejects({ paginator: { page: 0 } }, /paginator\[page\] debe ser mayor o igual a 1/);
    await rejects({ paginator: { page: -3 } }, /paginator\[page\]/);
    await rejects({ paginator: { page: 1_000_000_000 } }, /paginator\[page\] debe ser menor o igual a 10000/);
    await rejects({ paginator: { page: 'dos' } }, /paginator\[page\]/);
    await rejects({ paginator: { page: 1.5 } }, /paginator\[page\] debe ser un número entero/);
  });

  it('rejects page sizes the device does not offer', async () => {
    await rejects(
      { paginator: { pageSize: 13 } },
      /paginator\[pageSize\] debe ser uno de estos valores: 10, 15, 20, 40/,
    );
    await rejects({ device: 'mobile', paginator: { pageSize: 40 } }, /10, 15$/);
    await rejects({ paginator: { pageSize: 1000 } }, /paginator\[pageSize\]/);
  });

  it('rejects unknown filters, fields and parameters', async () => {
    await rejects({ filters: { color: ['rojo'] } }, /Estos parámetros no existen: filters\[color\]/);
    await rejects({ queries: [{ field: 'title', term: 'x' }] }, /queries\[0\]\[field\]/);
    await rejects({ sort: 'x' }, /Estos parámetros no existen: sort/);
    await rejects({ order: { field: 'color' } }, /order\[field\]/);
  });

  it('rejects a term longer than 120 characters', async () => {
    await rejects(text('a'.repeat(10_000)), /queries\[0\]\[term\] debe tener como máximo 120 caracteres/);
  });

  it('rejects malformed filter values', async () => {
    await rejects({ filters: { city: ["medellin'--"] } }, /filters\[city\]/);
    await rejects({ filters: { salary: { from: 'mucho' } } }, /filters\[salary\]\[from\]/);
    await rejects({ filters: { salary: { from: 5, to: 1 } } }, /filters\[salary\]/);
    await rejects({ filters: { geo: { lat: 95, lng: 0, radius: 10 } } }, /filters\[geo\]\[lat\]/);
    await rejects('filters[city][__proto__][x]=1', /filters\[city\]/);
  });

  it('answers 404 for a company job site that does not exist', async () => {
    const response = await jobs.app.inject(searchUrl({ companySlug: 'no-existe' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No encontramos esta empresa');
  });
});

describe('OpenAPI', () => {
  it('documents the search, filter, detail and similar-jobs routes from their schemas', async () => {
    const paths = Object.keys((await jobs.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/jobs/v1/public/jobs/search',
        '/api/jobs/v2/filters/public/settings',
        '/api/jobs/v1/public/filters/labels',
        '/api/jobs/v1/public/filters/options/{field}',
        '/api/jobs/v1/public/jobs/{jobSlug}',
        '/api/jobs/v1/public/jobs/setting/{id}',
        '/api/jobs/v1/public/jobs/vacants/suggested/{jobSlug}',
        '/api/jobs/v2/jobs/suggested/mimir-wisdom',
      ]),
    );
  });
});
