import { describe, expect, it } from 'vitest';
import { parseVacancyRow, type VacancyRow } from './vacancy-row-schema.ts';

const minimal = { externalId: 'A-1', company: 'acme', title: 'Auxiliar contable', cities: ['Medellín'] };

function accepted(data: unknown): VacancyRow {
  const parsed = parseVacancyRow(data);
  if (!parsed.ok) throw new Error(`expected the row to be valid: ${parsed.reasons.join('; ')}`);
  return parsed.row;
}

function reasons(data: unknown): string[] {
  const parsed = parseVacancyRow(data);
  if (parsed.ok) throw new Error('expected the row to be rejected');
  return parsed.reasons;
}

describe('parseVacancyRow', () => {
  it('fills the defaults of a minimal row', () => {
    expect(accepted(minimal)).toEqual({
      ...minimal,
      descriptionHtml: '',
      status: 'published',
      sectors: [],
      salaryToAgree: false,
      salaryFrequency: 'MONTH',
      employmentType: 'unknown',
      experienceMonths: 0,
      isRemote: false,
      urgent: false,
      numberOfQuotas: 1,
      skills: [],
      questions: [],
    });
  });

  it('reads CSV cells: numbers, yes/no, lists, skills and questions as JSON', () => {
    const row = accepted({
      externalId: 'A-1',
      company: 'acme',
      title: 'Conductor',
      cities: ' medellin | BOGOTA |',
      sectors: 'Transporte y logística',
      salaryMin: '1500000',
      salaryMax: ' 2000000 ',
      salaryToAgree: 'no',
      urgent: 'Sí',
      isRemote: '1',
      experienceMonths: '24',
      skills: 'Excel:3|Conducción: defensiva:4',
      questions: '[{"type":"unique","question":"¿Tienes moto?","options":["Sí","No"]}]',
    });
    expect(row).toMatchObject({
      cities: ['medellin', 'BOGOTA'],
      sectors: ['Transporte y logística'],
      salaryMin: 1_500_000,
      salaryMax: 2_000_000,
      salaryToAgree: false,
      urgent: true,
      isRemote: true,
      experienceMonths: 24,
      skills: [
        { name: 'Excel', score: 3 },
        { name: 'Conducción: defensiva', score: 4 },
      ],
      questions: [{ type: 'unique', question: '¿Tienes moto?', options: ['Sí', 'No'] }],
    });
  });

  it('repairs mojibake and decomposed accents of aggregator feeds', () => {
    const row = accepted({
      ...minimal,
      title: 'Auxiliar de IngenierÃ­a - Ã¡rea tÃ©cnica',
      descriptionHtml: '<p>Ingenieri\u0301a civil, an\u0303o 2026</p>',
      cities: ['MedellÃ­n'],
    });
    expect(row.title).toBe('Auxiliar de Ingeniería - área técnica');
    expect(row.descriptionHtml).toBe('<p>Ingeniería civil, año 2026</p>');
    expect(row.cities).toEqual(['Medellín']);
    // Text that only looks odd stays as written.
    expect(accepted({ ...minimal, title: 'ÁREA Ã' }).title).toBe('ÁREA Ã');
  });

  it('treats empty strings and null as absent fields', () => {
    const row = accepted({
      ...minimal,
      salaryMin: '',
      occupation: null,
      status: '  ',
      descriptionHtml: null,
    });
    expect(row.salaryMin).toBeUndefined();
    expect(row.occupation).toBeUndefined();
    expect(row.status).toBe('published');
    expect(row.descriptionHtml).toBe('');
  });

  it('takes numeric ids and occupation codes from JSON numbers, keeping leading zeros of codes', () => {
    const row = accepted({ ...minimal, externalId: 102, occupation: 110 });
    expect(row.externalId).toBe('102');
    expect(row.occupation).toBe('0110');
  });

  it('matches enumerations regardless of case', () => {
    const row = accepted({
      ...minimal,
      employmentType: 'full_time',
      status: 'DRAFT',
      salaryFrequency: 'hour',
      currency: 'usd',
      educationLevel: 'bachelor_degree',
    });
    expect(row).toMatchObject({
      employmentType: 'FULL_TIME',
      status: 'draft',
      salaryFrequency: 'HOUR',
      currency: 'USD',
      educationLevel: 'BACHELOR_DEGREE',
    });
  });

  it('reads a bare date as midnight in Colombia and keeps explicit offsets', () => {
    const row = accepted({ ...minimal, publishedAt: '2026-11-01', validThrough: '2026-12-01T08:30:00Z' });
    expect(row.publishedAt?.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(row.validThrough?.toISOString()).toBe('2026-12-01T08:30:00.000Z');
  });

  it('names every missing required field', () => {
    expect(reasons({ company: 'acme' })).toEqual([
      'falta «externalId», que es obligatorio',
      'falta «title», que es obligatorio',
      'falta «cities», que es obligatorio',
    ]);
  });

  it('rejects a row that is not an object', () => {
    expect(reasons(['A-1'])).toEqual(['la vacante debe ser un objeto con sus campos']);
    expect(reasons('A-1')).toEqual(['la vacante debe ser un objeto con sus campos']);
  });

  it('explains wrong values field by field', () => {
    expect(
      reasons({
        ...minimal,
        title: '',
        status: 'activa',
        salaryMin: '1.500.000',
        urgent: 'tal vez',
        videoUrl: 'javascript:alert(1)',
        externalApplyUrl: 'ftp://empresa.co',
        publishedAt: '2026-02-30',
        numberOfQuotas: 0,
        cities: [],
      }),
    ).toEqual([
      '«title» debe ser un texto de 1 a 200 caracteres',
      '«status» debe ser uno de estos valores: draft, published, paused, closed, expired',
      '«cities» debe ser una lista de 1 a 30 ciudades (slug o nombre), separadas con «|» en CSV',
      '«salaryMin» debe ser un número entero sin puntos ni comas, mayor o igual a 0',
      '«urgent» debe ser true o false (en CSV también sí/no o 1/0)',
      '«numberOfQuotas» debe ser un número entero de vacantes entre 1 y 10.000',
      '«videoUrl» debe ser una dirección web que empiece por http:// o https://',
      '«externalApplyUrl» debe ser una dirección web que empiece por http:// o https://',
      '«publishedAt» debe ser una fecha como 2026-11-01 o una fecha y hora como 2026-11-01T08:00:00-05:00',
    ]);
  });

  it('rejects fields it does not know', () => {
    expect(reasons({ ...minimal, salario: 1 })).toEqual(['el campo «salario» no se reconoce']);
    expect(reasons({ ...minimal, salario: 1, ciudad: 'Cali' })).toEqual([
      'los campos «salario», «ciudad» no se reconocen',
    ]);
  });

  it('rejects a minimum salary above the maximum, and an equal pair is fine', () => {
    expect(reasons({ ...minimal, salaryMin: 3_000_000, salaryMax: 2_000_000 })).toEqual([
      'el salario mínimo es mayor que el máximo',
    ]);
    expect(accepted({ ...minimal, salaryMin: 2_000_000, salaryMax: 2_000_000 }).salaryMax).toBe(2_000_000);
  });

  it('rejects an expiry that is not after the publication', () => {
    expect(reasons({ ...minimal, publishedAt: '2026-11-01', validThrough: '2026-11-01' })).toEqual([
      'la fecha de vencimiento (validThrough) debe ser posterior a la de publicación (publishedAt)',
    ]);
  });

  it('checks skills: level 1 to 4, named once regardless of accents and case', () => {
    expect(reasons({ ...minimal, skills: 'Excel:5' })[0]).toContain('«skills» debe ser');
    expect(reasons({ ...minimal, skills: [{ name: 'Excel' }] })[0]).toContain('(revisa el elemento 1)');
    expect(reasons({ ...minimal, skills: 'Inglés:2|ingles:3' })).toEqual([
      'la habilidad «ingles» está repetida',
    ]);
  });

  it('requires options on choice questions and none on open ones', () => {
    expect(
      reasons({
        ...minimal,
        questions: [
          { type: 'unique', question: '¿Moto?', options: ['Sí'] },
          { type: 'openLong', question: 'Cuéntanos', options: ['x'] },
        ],
      }),
    ).toEqual([
      'la pregunta «¿Moto?» es de selección y necesita al menos dos opciones',
      'la pregunta «Cuéntanos» es abierta y no lleva opciones',
    ]);
    expect(reasons({ ...minimal, questions: 'no es JSON' })[0]).toContain('«questions» debe ser');
  });
});
