import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedReadError, feedFormatOf, parseCsvFeed, parseJsonFeed, readVacancyFeed } from './read-feed.ts';

const fixtures = new URL('./fixtures/', import.meta.url);

describe('parseCsvFeed', () => {
  it('maps cells to fields, leaves empty cells out and numbers rows by their first line', () => {
    const csv = [
      'externalId,company,title,cities,salaryMin',
      'A-1,acme,Auxiliar,Medellín,',
      '',
      'A-2,acme,"Conductor',
      'de tractomula",Cali|Bogotá,1500000',
      'A-3,acme,Mesero,Cartagena,',
    ].join('\r\n');
    expect(parseCsvFeed(csv)).toEqual([
      {
        position: { line: 2 },
        data: { externalId: 'A-1', company: 'acme', title: 'Auxiliar', cities: 'Medellín' },
      },
      {
        position: { line: 4 },
        data: {
          externalId: 'A-2',
          company: 'acme',
          title: 'Conductor\nde tractomula',
          cities: 'Cali|Bogotá',
          salaryMin: '1500000',
        },
      },
      {
        position: { line: 6 },
        data: { externalId: 'A-3', company: 'acme', title: 'Mesero', cities: 'Cartagena' },
      },
    ]);
  });

  it('reads semicolon-separated files, a byte order mark and header names in any case', () => {
    const csv =
      '\uFEFFEXTERNALID;Company;title;cities;salaryMin\nA-1;acme;Auxiliar, contable;Medellín;1500000\n';
    expect(parseCsvFeed(csv)).toEqual([
      {
        position: { line: 2 },
        data: {
          externalId: 'A-1',
          company: 'acme',
          title: 'Auxiliar, contable',
          cities: 'Medellín',
          salaryMin: '1500000',
        },
      },
    ]);
  });

  it('skips rows whose cells are all empty', () => {
    expect(parseCsvFeed('externalId,company,title,cities\n,,,\nA-1,acme,Auxiliar,Cali\n')).toEqual([
      {
        position: { line: 3 },
        data: { externalId: 'A-1', company: 'acme', title: 'Auxiliar', cities: 'Cali' },
      },
    ]);
  });

  it('flags a row with more cells than the header has columns', () => {
    const [record] = parseCsvFeed('externalId,company,title,cities\nA-1,acme,Auxiliar,Cali,sobra\n');
    expect(record?.problem).toBe('la fila tiene 5 celdas y el encabezado solo 4 columnas');
    expect(record?.position).toEqual({ line: 2 });
  });

  it('gives no rows for a header alone', () => {
    expect(parseCsvFeed('externalId,company,title,cities\n')).toEqual([]);
  });

  it.each([
    ['', 'El CSV está vacío'],
    ['externalId,company,title,cities,salario\n', 'columnas que no se reconocen: «salario»'],
    ['externalId,company,title\n', 'le faltan columnas obligatorias: cities'],
    ['externalId,company,title,cities,Title\n', 'La columna «title» está repetida'],
    ['externalId,company,title,cities\nA-1,acme,"Auxiliar,Cali\n', 'unas comillas se abren y no se cierran'],
  ])('refuses the whole file %j', (csv, message) => {
    expect(() => parseCsvFeed(csv)).toThrow(FeedReadError);
    expect(() => parseCsvFeed(csv)).toThrow(message);
  });
});

describe('parseJsonFeed', () => {
  it('numbers the elements of the array from 0', () => {
    expect(parseJsonFeed('\uFEFF[{"externalId":"A-1"}, 7]')).toEqual([
      { position: { index: 0 }, data: { externalId: 'A-1' } },
      { position: { index: 1 }, data: 7 },
    ]);
  });

  it.each([
    ['{"externalId":"A-1"}', 'El JSON debe ser un arreglo de vacantes'],
    ['[{"externalId":', 'El archivo no es JSON válido'],
  ])('refuses %j', (json, message) => {
    expect(() => parseJsonFeed(json)).toThrow(message);
  });
});

describe('readVacancyFeed', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'camello-feed-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('tells the format by the extension, in any case', () => {
    expect(feedFormatOf('ofertas.JSON')).toBe('json');
    expect(feedFormatOf('/tmp/ofertas.csv')).toBe('csv');
    expect(() => feedFormatOf('ofertas.xlsx')).toThrow('usa un archivo .json o .csv');
  });

  it('reads the fixtures', async () => {
    const csv = await readVacancyFeed(new URL('vacancies.csv', fixtures).pathname);
    expect(csv.map((record) => record.position)).toEqual([2, 4, 5, 6, 7, 8].map((line) => ({ line })));
    const json = await readVacancyFeed(new URL('vacancies.json', fixtures).pathname);
    expect(json.map((record) => record.position)).toEqual([{ index: 0 }, { index: 1 }]);
  });

  it('uses the given format over the extension', async () => {
    const path = join(directory, 'ofertas.txt');
    await writeFile(path, 'externalId,company,title,cities\nA-1,acme,Auxiliar,Cali\n');
    expect(await readVacancyFeed(path, 'csv')).toHaveLength(1);
  });

  it('explains a missing file', async () => {
    await expect(readVacancyFeed(join(directory, 'no-existe.json'))).rejects.toThrow(
      /No se pudo leer «.*no-existe\.json»: no existe\./,
    );
  });
});
