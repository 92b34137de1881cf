import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { CsvError, parse } from 'csv-parse/sync';
import { type VacancyRowField, vacancyRowFields } from './vacancy-row-schema.ts';

export type FeedFormat = 'json' | 'csv';

/** Where a row sits in its feed: the CSV line it starts on (the header is line 1) or the JSON array index. */
export type FeedPosition = { line: number } | { index: number };

export type FeedRecord = {
  position: FeedPosition;
  data: unknown;
  /** Set when the row could not even be read as a vacancy (a CSV line with extra cells). */
  problem?: string;
};

/** The feed as a whole cannot be read: missing file, unknown format, broken JSON or CSV, bad header. */
export class FeedReadError extends Error {
  override readonly name = 'FeedReadError';
}

type ParsedCsvRecord = { record: string[]; info: { lines: number } };

const requiredColumns: readonly VacancyRowField[] = ['externalId', 'company', 'title', 'cities'];

/** Reads a JSON or CSV vacancy feed; the format comes from the file extension unless given. */
export async function readVacancyFeed(path: string, format?: FeedFormat): Promise<FeedRecord[]> {
  const feedFormat = format ?? feedFormatOf(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no existe' : code === 'EISDIR' ? 'es una carpeta' : 'no se puede abrir';
    throw new FeedReadError(`No se pudo leer «${path}»: ${why}.`);
  }
  return feedFormat === 'json' ? parseJsonFeed(text) : parseCsvFeed(text);
}

export function feedFormatOf(path: string): FeedFormat {
  const extension = extname(path).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.csv') return 'csv';
  throw new FeedReadError(`No sé leer «${path}»: usa un archivo .json o .csv (o indica el formato).`);
}

/** A JSON feed is an array of vacancy objects. */
export function parseJsonFeed(text: string): FeedRecord[] {
  let feed: unknown;
  try {
    feed = JSON.parse(withoutByteOrderMark(text));
  } catch (error) {
    throw new FeedReadError(`El archivo no es JSON válido: ${(error as Error).message}.`);
  }
  if (!Array.isArray(feed)) {
    throw new FeedReadError('El JSON debe ser un arreglo de vacantes: [ { … }, { … } ].');
  }
  return feed.map((data, index) => ({ position: { index }, data }));
}

/**
 * A CSV feed has a header row of field names (any case) and one vacancy per row. Commas or, as
 * spreadsheets in Colombia write it, semicolons separate the cells.
 */
export function parseCsvFeed(text: string): FeedRecord[] {
  // The parser miscounts lines when a quoted cell holds a Windows line break, so every break becomes \n.
  const source = withoutByteOrderMark(text).replace(/\r\n?/g, '\n');
  let parsed: ParsedCsvRecord[];
  try {
    // With `info`, each record comes with the line it ends on (the typings do not model this option).
    parsed = parse(source, {
      delimiter: detectDelimiter(source),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as ParsedCsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) throw new FeedReadError(describeCsvError(error));
    throw error;
  }
  const [header, ...rows] = parsed;
  if (!header)
    throw new FeedReadError(
      'El CSV está vacío: le falta la fila de encabezado con los nombres de los campos.',
    );
  const columns = readHeader(header.record);
  return rows.map(({ record, info }) => {
    const position = { line: startLine(record, info.lines) };
    const data: Record<string, string> = {};
    for (const [index, cell] of record.entries()) {
      const column = columns[index];
      if (column && cell.trim() !== '') data[column] = cell;
    }
    if (record.length > columns.length) {
      return {
        position,
        data,
        problem: `la fila tiene ${record.length} celdas y el encabezado solo ${columns.length} columnas`,
      };
    }
    return { position, data };
  });
}

function readHeader(cells: string[]): VacancyRowField[] {
  const byLowerCase = new Map(vacancyRowFields.map((field) => [field.toLowerCase(), field]));
  const columns: VacancyRowField[] = [];
  const unknown: string[] = [];
  for (const cell of cells) {
    const field = byLowerCase.get(cell.trim().toLowerCase());
    if (!field) unknown.push(cell.trim());
    else if (columns.includes(field))
      throw new FeedReadError(`La columna «${field}» está repetida en el encabezado.`);
    else columns.push(field);
  }
  if (unknown.length > 0) {
    throw new FeedReadError(
      `El encabezado tiene columnas que no se reconocen: ${unknown.map((name) => `«${name}»`).join(', ')}. ` +
        `Las columnas válidas son: ${vacancyRowFields.join(', ')}.`,
    );
  }
  const missing = requiredColumns.filter((field) => !columns.includes(field));
  if (missing.length > 0) {
    throw new FeedReadError(`Al encabezado le faltan columnas obligatorias: ${missing.join(', ')}.`);
  }
  return columns;
}

/** The parser counts lines up to the end of a record; a quoted cell may span several of them. */
function startLine(record: string[], endLine: number): number {
  const innerBreaks = record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
  return endLine - innerBreaks;
}

function detectDelimiter(text: string): ',' | ';' {
  const headerLine = text.slice(0, text.search(/\n|$/));
  const semicolons = headerLine.split(';').length;
  const commas = headerLine.split(',').length;
  return semicolons > commas ? ';' : ',';
}

function withoutByteOrderMark(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

const csvProblems: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'unas comillas se abren y no se cierran',
  CSV_INVALID_CLOSING_QUOTE: 'hay un carácter justo después de unas comillas de cierre',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'hay un carácter justo después de unas comillas de cierre',
};

function describeCsvError(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const problem = csvProblems[error.code] ?? error.message;
  return `El CSV está mal formado${line ? ` cerca de la línea ${line}` : ''}: ${problem}.`;
}
