import { describe, expect, it } from 'vitest';
import { counter, searchOk, setUpApiApp, slugsOf, text } from '../test-support/api-app.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';

const jobs = setUpApiApp({ load: loadSearchFixtures });

const search = (params: Record<string, unknown> = {}) => searchOk(jobs.app, params);
const filtered = async (filters: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  search({ filters, paginator: { pageSize: 20 }, order: { field: 'publishedAt' }, ...extra });
const sorted = (values: string[]) => [...values].sort();

// Fixture facts used below (see search-fixtures.ts), newest first:
// medico-general-medellin (1 d), ingeniero-de-sistemas-cali (2 d), enfermero-jefe-bogota (3 d),
// coordinador-de-servicios-rionegro (4 d), medica-pediatra-bogota (5 d), recepcionista-centro-medico (6 d),
// auxiliar-de-enfermeria-envigado (10 d), desarrolladora-backend-bogota (20 d).

describe('EQUAL filters', () => {
  it('ORs the values of one field and ANDs different fields', async () => {
    const health = await filtered({ sector: 'salud' });
    expect(health.totalRows).toBe(5);
    const both = await filtered({ sector: ['salud', 'tecnologia-e-informatica'] });
    expect(both.totalRows).toBe(8);
    const fixedTermHealth = await filtered({ sector: ['salud'], employmentType: ['termino-fijo'] });
    expect(slugsOf(fixedTermHealth)).toEqual(['enfermero-jefe-bogota', 'medica-pediatra-bogota']);
    expect(fixedTermHealth.totalHits).toBe(3 + 1);
  });

  it('filters by occupation, category, company and education level', async () => {
    expect(slugsOf(await filtered({ occupation: ['medicos-generales'] }))).toEqual([
      'medico-general-medellin',
      'medica-pediatra-bogota',
    ]);
    expect((await filtered({ category: 'profesionales-de-la-salud' })).totalRows).toBe(3);
    expect(sorted(slugsOf(await filtered({ company: 'software-andino' })))).toEqual([
      'coordinador-de-servicios-rionegro',
      'desarrolladora-backend-bogota',
      'ingeniero-de-sistemas-cali',
    ]);
    expect(sorted(slugsOf(await filtered({ educationLevel: 'profesional' })))).toEqual([
      'enfermero-jefe-bogota',
      'ingeniero-de-sistemas-cali',
      'medico-general-medellin',
    ]);
  });

  it('filters by experience ranges', async () => {
    expect(sorted(slugsOf(await filtered({ experience: '1-a-2-anos' })))).toEqual([
      'enfermero-jefe-bogota',
      'medico-general-medellin',
    ]);
    expect(sorted(slugsOf(await filtered({ experience: ['sin-experiencia', 'mas-de-5-anos'] })))).toEqual([
      'coordinador-de-servicios-rionegro',
      'desarrolladora-backend-bogota',
    ]);
  });

  it('filters by publish date, counting every range a vacancy fits', async () => {
    const recent = await filtered({ publishDate: 'ultimos-3-dias' });
    expect(slugsOf(recent)).toEqual([
      'medico-general-medellin',
      'ingeniero-de-sistemas-cali',
      'enfermero-jefe-bogota',
    ]);
    expect(counter(recent, 'publishDate')).toEqual({
      'ultimas-24-horas': 1,
      'ultimos-3-dias*': 3,
      'ultima-semana': 6,
      'ultimas-2-semanas': 7,
      'ultimo-mes': 8,
    });
  });

  it('matches nothing for a value that does not exist', async () => {
    const body = await filtered({ city: 'atlantida' });
    expect(body.totalRows).toBe(0);
    expect(body.rows).toEqual([]);
  });
});

describe('MATCH filters', () => {
  it('keeps remote or urgent vacancies only when the switch is on', async () => {
    expect(slugsOf(await filtered({ remote: 'true' }))).toEqual([
      'ingeniero-de-sistemas-cali',
      'desarrolladora-backend-bogota',
    ]);
    expect(slugsOf(await filtered({ urgent: 'true' }))).toEqual(['auxiliar-de-enfermeria-envigado']);
    expect((await filtered({ remote: 'false' })).totalRows).toBe(8);
    const all = await filtered({});
    expect(counter(all, 'remote')).toEqual({ true: 2 });
    expect(counter(all, 'urgent')).toEqual({ true: 1 });
  });
});

describe('RANGE filter: salary', () => {
  it('keeps vacancies whose pay range overlaps the one asked for', async () => {
    expect(sorted(slugsOf(await filtered({ salary: { from: 5_000_000, to: 8_000_000 } })))).toEqual([
      'desarrolladora-backend-bogota',
      'ingeniero-de-sistemas-cali',
      'medico-general-medellin',
    ]);
  });

  it('compares hourly dollars as monthly pesos and leaves out "a convenir"', async () => {
    expect(sorted(slugsOf(await filtered({ salary: { from: 10_000_000 } })))).toEqual([
      'desarrolladora-backend-bogota',
      'medica-pediatra-bogota',
      'recepcionista-centro-medico',
    ]);
    const upTo = slugsOf(await filtered({ salary: { to: 100_000_000 } }));
    expect(upTo).toHaveLength(7);
    expect(upTo).not.toContain('auxiliar-de-enfermeria-envigado');
  });

  it('counts the salary ranges with their bounds', async () => {
    const body = await filtered({ salary: { from: 6_000_000, to: 10_000_000 } });
    expect(counter(body, 'salary')).toEqual({
      'hasta-1-5-millones': 1,
      '1-5-a-2-5-millones': 1,
      '2-5-a-4-millones': 1,
      '4-a-6-millones': 3,
      '6-a-10-millones*': 4,
      'mas-de-10-millones': 3,
    });
    const range = body.counters.salary?.find((entry) => entry.id === '6-a-10-millones');
    expect(range).toMatchObject({ label: '$ 6.000.000 - $ 10.000.000', from: 6_000_000, to: 10_000_000 });
  });
});

describe('GEO_POINT filter', () => {
  const medellin = { lat: 6.246631, lng: -75.581775 };

  it('keeps vacancies with a city within the radius', async () => {
    expect(sorted(slugsOf(await filtered({ geo: { ...medellin, radius: 30 } })))).toEqual([
      'auxiliar-de-enfermeria-envigado',
      'coordinador-de-servicios-rionegro',
      'medico-general-medellin',
    ]);
    expect(sorted(slugsOf(await filtered({ geo: { ...medellin, radius: 5 } })))).toEqual([
      'auxiliar-de-enfermeria-envigado',
      'medico-general-medellin',
    ]);
  });
});

describe('counters', () => {
  it('count every value over the results, each field ignoring its own selection', async () => {
    const body = await filtered({ sector: 'salud', employmentType: 'termino-fijo' });
    expect(counter(body, 'sector')).toEqual({ 'salud*': 2 });
    expect(counter(body, 'employmentType')).toEqual({
      'termino-fijo*': 2,
      'tiempo-completo': 1,
      temporal: 1,
      'medio-tiempo': 1,
    });
    expect(counter(body, 'company')).toEqual({ 'clinica-aurora': 2 });
    expect(body.counters.employmentType?.[0]).toMatchObject({ label: 'Término fijo' });
  });

  it('show an applied value even when nothing matches it any more', async () => {
    const body = await filtered({ company: 'software-andino', sector: 'salud' });
    expect(body.totalRows).toBe(0);
    expect(counter(body, 'company')).toEqual({
      'clinica-aurora': 4,
      'centro-medico-del-valle': 1,
      'software-andino*': 0,
    });
  });

  it('label values in the visitor language', async () => {
    const response = await jobs.app.inject({
      url: `/api/jobs/v1/public/jobs/search?filters[experience]=sin-experiencia`,
      headers: { 'accept-language': 'en-US' },
    });
    const experience = response.json().counters.experience as { id: string; label: string }[];
    expect(experience.find((entry) => entry.id === 'sin-experiencia')?.label).toBe('No experience');
  });
});

describe('department → city', () => {
  it('lists the cities of the selected departments only', async () => {
    const body = await filtered({ department: 'antioquia' });
    expect(body.totalRows).toBe(3);
    expect(counter(body, 'department')).toEqual({ 'antioquia*': 3, 'bogota-dc': 3, 'valle-del-cauca': 2 });
    expect(counter(body, 'city')).toEqual({ medellin: 2, envigado: 1, rionegro: 1 });
  });

  it('narrows a department to its selected cities; other departments stay whole', async () => {
    const medellin = await filtered({ department: 'antioquia', city: 'medellin' });
    expect(sorted(slugsOf(medellin))).toEqual(['auxiliar-de-enfermeria-envigado', 'medico-general-medellin']);
    expect(counter(medellin, 'city')).toEqual({ 'medellin*': 2, envigado: 1, rionegro: 1 });
    const plusBogota = await filtered({ department: ['antioquia', 'bogota-dc'], city: 'medellin' });
    expect(plusBogota.totalRows).toBe(2 + 3);
  });

  it('ignores a city whose department was taken off', async () => {
    const body = await filtered({ department: 'bogota-dc', city: 'medellin' });
    expect(body.totalRows).toBe(3);
    expect(counter(body, 'city')).toEqual({ bogota: 3 });
  });

  it('applies cities alone when no department is selected', async () => {
    expect(slugsOf(await filtered({ city: 'envigado' }))).toEqual(['auxiliar-de-enfermeria-envigado']);
  });
});

describe('order', () => {
  const order = async (field: string, direction: string, extra: Record<string, unknown> = {}) =>
    slugsOf(await search({ order: { field, direction }, paginator: { pageSize: 20 }, ...extra }));
  const newestFirst = [
    'medico-general-medellin',
    'ingeniero-de-sistemas-cali',
    'enfermero-jefe-bogota',
    'coordinador-de-servicios-rionegro',
    'medica-pediatra-bogota',
    'recepcionista-centro-medico',
    'auxiliar-de-enfermeria-envigado',
    'desarrolladora-backend-bogota',
  ];

  it('by publish date, both ways', async () => {
    expect(await order('publishedAt', 'DESC')).toEqual(newestFirst);
    expect(await order('publishedAt', 'ASC')).toEqual([...newestFirst].reverse());
  });

  it('by salary, both ways, vacancies without salary last', async () => {
    expect(await order('salary', 'DESC')).toEqual([
      'recepcionista-centro-medico',
      'medica-pediatra-bogota',
      'desarrolladora-backend-bogota',
      'medico-general-medellin',
      'ingeniero-de-sistemas-cali',
      'enfermero-jefe-bogota',
      'coordinador-de-servicios-rionegro',
      'auxiliar-de-enfermeria-envigado',
    ]);
    expect(await order('salary', 'ASC')).toEqual([
      'coordinador-de-servicios-rionegro',
      'enfermero-jefe-bogota',
      'ingeniero-de-sistemas-cali',
      'medico-general-medellin',
      'desarrolladora-backend-bogota',
      'medica-pediatra-bogota',
      'recepcionista-centro-medico',
      'auxiliar-de-enfermeria-envigado',
    ]);
  });

  it('by relevance, both ways; without text relevance is recency', async () => {
    expect(await order('relevance', 'DESC', text('medico'))).toEqual([
      'medico-general-medellin',
      'medica-pediatra-bogota',
      'recepcionista-centro-medico',
      'coordinador-de-servicios-rionegro',
    ]);
    expect(await order('relevance', 'ASC', text('medico'))).toEqual([
      'coordinador-de-servicios-rionegro',
      'recepcionista-centro-medico',
      'medica-pediatra-bogota',
      'medico-general-medellin',
    ]);
    expect(await order('relevance', 'DESC')).toEqual(newestFirst);
  });

  it('pages through any order without gaps or repeats', async () => {
    for (const field of ['relevance', 'publishedAt', 'salary']) {
      const whole = await order(field, 'DESC');
      const pages: string[] = [];
      for (let page = 1; page <= 2; page++) {
        pages.push(
          ...slugsOf(
            await search({ order: { field, direction: 'DESC' }, paginator: { page, pageSize: 10 } }),
          ),
        );
      }
      expect(pages).toEqual(whole);
    }
  });
});

describe('company job site', () => {
  it('lists the company and its brands, private ones included, with company links', async () => {
    const body = await search({ companySlug: 'clinica-aurora', paginator: { pageSize: 20 } });
    expect(sorted(slugsOf(body))).toEqual([
      'auxiliar-de-enfermeria-envigado',
      'enfermero-jefe-bogota',
      'medica-pediatra-bogota',
      'medico-general-medellin',
      'medico-laboral-privado',
    ]);
    expect(body.rows[0]?.dynamicUrl).toBe('/empresas/clinica-aurora');
    const privateSite = await search({ companySlug: 'marca-privada', ...text('medico') });
    expect(slugsOf(privateSite)).toEqual(['medico-laboral-privado']);
  });
});
