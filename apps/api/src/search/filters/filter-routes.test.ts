import { describe, expect, it } from 'vitest';
import { jobsUrl, setUpApiApp, text } from '../../test-support/api-app.ts';
import { loadSearchFixtures } from '../../test-support/search-fixtures.ts';

const jobs = setUpApiApp({ load: loadSearchFixtures });

async function get(path: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return jobs.app.inject({ url: jobsUrl(path, params), headers });
}

describe('GET /v2/filters/public/settings', () => {
  it('describes every filter, the page sizes and the orders of each device', async () => {
    const response = await get('/v2/filters/public/settings');
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings.language).toBe('es-CO');
    expect(settings.filters.map((filter: { field: string }) => filter.field)).toEqual([
      'department',
      'geo',
      'sector',
      'category',
      'occupation',
      'company',
      'employmentType',
      'educationLevel',
      'experience',
      'salary',
      'publishDate',
      'remote',
      'urgent',
    ]);
    expect(settings.filters[0]).toMatchObject({
      label: 'Departamento',
      type: 'EQUAL',
      renderType: 'MULTI_SELECT',
      repository: 'v1/public/filters/options/department',
      child: {
        field: 'city',
        label: 'Ciudad',
        type: 'SEARCH',
        renderType: 'SEARCH',
        searchPlaceholder: 'Busca una ciudad',
      },
    });
    const remote = settings.filters.find((filter: { field: string }) => filter.field === 'remote');
    expect(remote).toMatchObject({ type: 'MATCH', renderType: 'CHECK', switchText: 'Solo trabajo remoto' });
    expect(settings.pagination).toEqual({
      desktop: { defaultPageSize: 10, pageSizeOptions: [10, 20, 40] },
      mobile: { defaultPageSize: 10, pageSizeOptions: [10, 15] },
    });
    expect(settings.order.desktop).toEqual({
      defaultField: 'relevance',
      direction: 'DESC',
      fields: [
        { field: 'relevance', label: 'Relevancia' },
        { field: 'publishedAt', label: 'Fecha de publicación' },
        { field: 'salary', label: 'Salario' },
      ],
    });
  });

  it('leaves out the company filter on a job site without brands', async () => {
    const fields = async (companySlug: string) =>
      (await get('/v2/filters/public/settings', { companySlug }))
        .json()
        .filters.map((f: { field: string }) => f.field);
    expect(await fields('software-andino')).not.toContain('company');
    expect(await fields('clinica-aurora')).toContain('company');
    const missing = await get('/v2/filters/public/settings', { companySlug: 'no-existe' });
    expect(missing.statusCode).toBe(404);
  });

  it('speaks the visitor language', async () => {
    const settings = (await get('/v2/filters/public/settings', {}, { 'accept-language': 'en-US' })).json();
    expect(settings.language).toBe('en-US');
    expect(settings.filters[0].label).toBe('State');
  });
});

describe('GET /v1/public/filters/options/{field}', () => {
  type Option = { id: string; label: string; total: number; field: string; isApplied: boolean; type: string };
  const options = async (field: string, params: Record<string, unknown> = {}): Promise<Option[]> => {
    const response = await get(`/v1/public/filters/options/${field}`, params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const totals = (list: Option[]) => Object.fromEntries(list.map((option) => [option.id, option.total]));

  it('finds the values whose name has the typed text, accents and case aside', async () => {
    const found = await options('city', { text: 'MEDE' });
    expect(found).toEqual([
      {
        id: 'medellin',
        label: 'Medellín',
        total: 2,
        field: 'city',
        multiple: true,
        type: 'SEARCH',
        isApplied: false,
      },
    ]);
    expect(totals(await options('occupation', { text: 'enfer' }))).toEqual({
      'profesionales-de-enfermeria': 1,
      'tecnicos-y-profesionales-del-nivel-medio-en-enfermeria': 1,
    });
    expect(totals(await options('company', { text: 'médico' }))).toEqual({ 'centro-medico-del-valle': 1 });
  });

  it('lists the values with most results when nothing is typed, up to the limit', async () => {
    expect((await options('city')).map((option) => option.id)).toEqual([
      'bogota',
      'cali',
      'medellin',
      'envigado',
      'rionegro',
    ]);
    expect(await options('city', { limit: 1 })).toHaveLength(1);
  });

  it('counts over the current results and leaves out applied values', async () => {
    expect(totals(await options('city', text('medico')))).toEqual({
      bogota: 1,
      cali: 1,
      medellin: 1,
      rionegro: 1,
    });
    expect(totals(await options('city', { filters: { city: ['medellin'] } }))).toEqual({
      bogota: 3,
      cali: 2,
      envigado: 1,
      rionegro: 1,
    });
  });

  it('rejects fields without option search and bad parameters', async () => {
    expect((await get('/v1/public/filters/options/salary')).statusCode).toBe(400);
    expect((await get('/v1/public/filters/options/city', { limit: 0 })).statusCode).toBe(400);
    expect((await get('/v1/public/filters/options/city', { text: 'x'.repeat(500) })).statusCode).toBe(400);
  });
});

describe('GET /v1/public/filters/labels', () => {
  it('names the filters and the applied values, leaving out unknown ones', async () => {
    const response = await get('/v1/public/filters/labels', {
      filters: {
        department: ['antioquia'],
        city: ['medellin'],
        company: ['no-existe'],
        employmentType: ['tiempo-completo'],
        salary: { from: 2_000_000 },
        publishDate: 'ultima-semana',
        geo: { lat: 6.2, lng: -75.5, radius: 30 },
        remote: 'true',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields).toMatchObject({ department: 'Departamento', city: 'Ciudad', salary: 'Salario' });
    expect(body.applied).toEqual([
      { field: 'department', id: 'antioquia', label: 'Antioquia' },
      { field: 'city', id: 'medellin', label: 'Medellín' },
      { field: 'employmentType', id: 'tiempo-completo', label: 'Tiempo completo' },
      { field: 'publishDate', id: 'ultima-semana', label: 'Última semana' },
      { field: 'salary', id: '2000000-', label: 'Desde $ 2.000.000' },
      { field: 'remote', id: 'true', label: 'Trabajo remoto' },
      { field: 'geo', id: '6.2,-75.5,30', label: 'A menos de 30 km' },
    ]);
  });
});
