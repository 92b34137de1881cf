import {
  CURRENCIES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  QUESTION_TYPES,
  SALARY_FREQUENCIES,
  VACANCY_STATUSES,
} from '@camello/domain';
import { z } from 'zod';
import { repairFeedText } from './feed-text.ts';

// One schema for every feed format. A CSV cell arrives as text, so each field also accepts the
// written form of its value: "1500000", "sí", "Medellín|Bogotá", "Excel:3|Inglés:2".

const listSeparator = '|';

/** An empty cell, an empty string or null means the field was not given. */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function splitList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(listSeparator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const text = (max: number) => z.preprocess(repairFeedText, z.string().trim().min(1).max(max));

/** Identifiers and codes may come as JSON numbers. */
const textOrNumber = (max: number, pad = 0) =>
  z.preprocess(
    (value) =>
      typeof value === 'number' && Number.isInteger(value) ? String(value).padStart(pad, '0') : value,
    text(max),
  );

const integer = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

const booleanWords: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  sí: true,
  si: true,
  no: false,
  '1': true,
  '0': false,
};

const boolean = z.preprocess(
  (value) => (typeof value === 'string' ? (booleanWords[value.trim().toLowerCase()] ?? value) : value),
  z.boolean(),
);

/** Enumerations match regardless of case ("full_time" is FULL_TIME). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const wanted = value.trim().toLowerCase();
    return values.find((candidate) => candidate.toLowerCase() === wanted) ?? value;
  }, z.enum(values));

const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(2000);

// Colombia has kept UTC-5 all year since 1993, so a bare date is midnight there.
const colombianOffset = '-05:00';

const instant = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString() : value),
  z.union([
    z.iso.date().transform((date) => new Date(`${date}T00:00:00${colombianOffset}`)),
    z.iso.datetime({ offset: true }).transform((dateTime) => new Date(dateTime)),
  ]),
);

const list = <T extends z.ZodType>(item: T, max: number) => z.preprocess(splitList, z.array(item).max(max));

/** "Excel:3" is the skill Excel at level 3; the level is after the last colon. */
function splitSkill(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const colon = value.lastIndexOf(':');
  if (colon < 0) return { name: value };
  return { name: value.slice(0, colon), score: value.slice(colon + 1) };
}

const skill = z.preprocess(splitSkill, z.object({ name: text(80), score: integer(1, 4) }));

const question = z
  .object({
    type: oneOf(QUESTION_TYPES),
    question: text(500),
    options: z.array(text(200)).max(20).default([]),
    /** Whether a candidate must answer it to apply; true when not given. */
    required: z.preprocess(blankToUndefined, boolean.optional()).transform((value) => value ?? true),
  })
  .superRefine((value, context) => {
    const isChoice = value.type === 'unique' || value.type === 'multiple';
    if (isChoice && value.options.length < 2) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `la pregunta «${value.question}» es de selección y necesita al menos dos opciones`,
      });
    }
    if (!isChoice && value.options.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `la pregunta «${value.question}» es abierta y no lleva opciones`,
      });
    }
  });

/** In a CSV cell the questions are written as a JSON array. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.preprocess(blankToUndefined, schema.optional()).transform((value) => value ?? fallback);

export const vacancyRowShape = {
  externalId: textOrNumber(100),
  company: text(200),
  title: text(200),
  descriptionHtml: withDefault(z.preprocess(repairFeedText, z.string().max(100_000)), ''),
  status: withDefault(oneOf(VACANCY_STATUSES), 'published'),
  cities: z.preprocess(splitList, z.array(text(100)).min(1).max(30)),
  sectors: withDefault(list(text(100), 10), []),
  occupation: optional(textOrNumber(200, 4)),
  salaryMin: optional(integer(0, 1_000_000_000_000)),
  salaryMax: optional(integer(0, 1_000_000_000_000)),
  salaryToAgree: withDefault(boolean, false),
  salaryFrequency: withDefault(oneOf(SALARY_FREQUENCIES), 'MONTH'),
  currency: optional(oneOf(CURRENCIES)),
  employmentType: withDefault(oneOf(EMPLOYMENT_TYPES), 'unknown'),
  educationLevel: optional(oneOf(EDUCATION_LEVELS)),
  experienceMonths: withDefault(integer(0, 600), 0),
  isRemote: withDefault(boolean, false),
  remoteText: optional(text(200)),
  urgent: withDefault(boolean, false),
  numberOfQuotas: withDefault(integer(1, 10_000), 1),
  videoUrl: optional(webAddress),
  externalApplyUrl: optional(webAddress),
  publishedAt: optional(instant),
  validThrough: optional(instant),
  skills: withDefault(list(skill, 30), []),
  questions: withDefault(z.preprocess(parseJsonText, z.array(question).max(20)), []),
};

export type VacancyRowField = keyof typeof vacancyRowShape;

export const vacancyRowFields = Object.keys(vacancyRowShape) as VacancyRowField[];

/** What each field must hold, in the words of a rejection reason. */
const fieldRequirements: Readonly<Record<VacancyRowField, string>> = {
  externalId: 'un texto de hasta 100 caracteres que identifique la vacante en tu sistema',
  company: 'el slug o el nombre de una empresa',
  title: 'un texto de 1 a 200 caracteres',
  descriptionHtml: 'un texto HTML de hasta 100.000 caracteres',
  status: `uno de estos valores: ${VACANCY_STATUSES.join(', ')}`,
  cities: 'una lista de 1 a 30 ciudades (slug o nombre), separadas con «|» en CSV',
  sectors: 'una lista de hasta 10 sectores (slug o nombre), separados con «|» en CSV',
  occupation: 'el código, el slug o el nombre de una ocupación',
  salaryMin: 'un número entero sin puntos ni comas, mayor o igual a 0',
  salaryMax: 'un número entero sin puntos ni comas, mayor o igual a 0',
  salaryToAgree: 'true o false (en CSV también sí/no o 1/0)',
  salaryFrequency: `uno de estos valores: ${SALARY_FREQUENCIES.join(', ')}`,
  currency: `uno de estos valores: ${CURRENCIES.join(', ')}`,
  employmentType: `uno de estos valores: ${EMPLOYMENT_TYPES.join(', ')}`,
  educationLevel: `uno de estos valores: ${EDUCATION_LEVELS.join(', ')}`,
  experienceMonths: 'un número entero de meses entre 0 y 600',
  isRemote: 'true o false (en CSV también sí/no o 1/0)',
  remoteText: 'un texto de hasta 200 caracteres',
  urgent: 'true o false (en CSV también sí/no o 1/0)',
  numberOfQuotas: 'un número entero de vacantes entre 1 y 10.000',
  videoUrl: 'una dirección web que empiece por http:// o https://',
  externalApplyUrl: 'una dirección web que empiece por http:// o https://',
  publishedAt: 'una fecha como 2026-11-01 o una fecha y hora como 2026-11-01T08:00:00-05:00',
  validThrough: 'una fecha como 2026-11-01 o una fecha y hora como 2026-11-01T08:00:00-05:00',
  skills: 'una lista de hasta 30 habilidades con nombre y nivel de 1 a 4 (en CSV: «Excel:3|Inglés:2»)',
  questions:
    'una lista de hasta 20 preguntas con type, question, options y required (en CSV, como un arreglo JSON)',
};

export const vacancyRowSchema = z.strictObject(vacancyRowShape).superRefine((row, context) => {
  if (row.salaryMin !== undefined && row.salaryMax !== undefined && row.salaryMin > row.salaryMax) {
    context.addIssue({
      code: 'custom',
      path: ['salaryMin'],
      message: 'el salario mínimo es mayor que el máximo',
    });
  }
  if (row.publishedAt && row.validThrough && row.validThrough <= row.publishedAt) {
    context.addIssue({
      code: 'custom',
      path: ['validThrough'],
      message: 'la fecha de vencimiento (validThrough) debe ser posterior a la de publicación (publishedAt)',
    });
  }
  const seenSkills = new Set<string>();
  for (const { name } of row.skills) {
    const key = foldForComparison(name);
    if (seenSkills.has(key)) {
      context.addIssue({ code: 'custom', path: ['skills'], message: `la habilidad «${name}» está repetida` });
    }
    seenSkills.add(key);
  }
});

export type VacancyRow = z.output<typeof vacancyRowSchema>;

export type VacancyRowParse = { ok: true; row: VacancyRow } | { ok: false; reasons: string[] };

/** Validates one feed row; every problem comes back as a reason in Spanish. */
export function parseVacancyRow(data: unknown): VacancyRowParse {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, reasons: ['la vacante debe ser un objeto con sus campos'] };
  }
  const result = vacancyRowSchema.safeParse(data, { error: describeIssue });
  if (result.success) return { ok: true, row: result.data };
  return { ok: false, reasons: [...new Set(result.error.issues.map((issue) => issue.message))] };
}

/**
 * Validates a vacancy as the analyst's form sends it, with the import's own rules and messages:
 * each problem under the field it is about (the first one per field), for the form to show by it.
 */
export function parseVacancyForm(
  data: Record<string, unknown>,
): { ok: true; row: VacancyRow } | { ok: false; fields: Partial<Record<VacancyRowField, string>> } {
  const result = vacancyRowSchema.safeParse(data, { error: describeIssue });
  if (result.success) return { ok: true, row: result.data };
  const fields: Partial<Record<VacancyRowField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const name = (
      typeof field === 'string' && field in fieldRequirements ? field : 'title'
    ) as VacancyRowField;
    fields[name] ??= issue.message;
  }
  return { ok: false, fields };
}

function describeIssue(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.length === 1
      ? `el campo «${issue.keys[0]}» no se reconoce`
      : `los campos ${issue.keys.map((key) => `«${key}»`).join(', ')} no se reconocen`;
  }
  const field = issue.path?.[0];
  if (typeof field !== 'string' || !(field in fieldRequirements))
    return 'la vacante no tiene el formato esperado';
  const name = field as VacancyRowField;
  if (issue.input === undefined && issue.path?.length === 1) return `falta «${name}», que es obligatorio`;
  return `«${name}» debe ser ${fieldRequirements[name]}${itemSuffix(issue.path)}`;
}

function itemSuffix(path: readonly PropertyKey[] | undefined): string {
  const position = path?.[1];
  return typeof position === 'number' ? ` (revisa el elemento ${position + 1})` : '';
}

/** Accent- and case-free form of a name, to tell repeated names apart in memory. */
export function foldForComparison(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
