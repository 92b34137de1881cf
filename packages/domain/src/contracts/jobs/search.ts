import { z } from 'zod';
import { CARDS_PER_LIST, DEFAULT_PAGE_SIZE, MAX_PAGE, TEXT_LIMITS } from '../../constants.ts';
import { jobCardSchema } from '../../entities/job-card.ts';
import { counterEntrySchema } from '../../entities/search.ts';
import {
  EDUCATION_LEVEL_SLUGS,
  EMPLOYMENT_TYPE_SLUGS,
  ENTITY_FIELDS,
  EXPERIENCE_RANGES,
  ORDER_FIELDS,
  PUBLISH_DATE_RANGES,
} from '../../search-vocabulary.ts';
import { slugSchema } from './params.ts';

/** Page sizes a device may ask for (spec §9: 40 cards at most on desktop, 15 on mobile). */
export const PAGE_SIZE_OPTIONS = {
  desktop: [DEFAULT_PAGE_SIZE, 20, CARDS_PER_LIST.desktop],
  mobile: [DEFAULT_PAGE_SIZE, CARDS_PER_LIST.mobile],
} as const;
const ANY_PAGE_SIZE = [...new Set([...PAGE_SIZE_OPTIONS.desktop, ...PAGE_SIZE_OPTIONS.mobile])].sort(
  (a, b) => a - b,
);

export const MAX_TERM_LENGTH = TEXT_LIMITS.input;
const MAX_VALUES_PER_FILTER = 50;

/** `filters[city]=a`, `filters[city][]=a` and `filters[city][0]=a` all give a list. */
const valueList = <T extends z.ZodType<string>>(value: T) =>
  z
    .union([value, z.array(value).min(1).max(MAX_VALUES_PER_FILTER)])
    .transform((input): z.output<T>[] => (Array.isArray(input) ? input : [input]));

const enumList = (values: readonly string[]) => valueList(z.enum(values as [string, ...string[]]));

const amount = z.coerce.number().int().min(0).max(1_000_000_000);

const salaryRange = z
  .strictObject({ from: amount.optional(), to: amount.optional() })
  .refine((range) => range.from === undefined || range.to === undefined || range.from <= range.to, {
    message: 'from debe ser menor o igual a to',
  });

const geoPoint = z.strictObject({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().positive().max(500),
});

const flag = z.enum(['true', 'false']);

export const filtersSchema = z
  .strictObject({
    department: valueList(slugSchema),
    city: valueList(slugSchema),
    sector: valueList(slugSchema),
    category: valueList(slugSchema),
    occupation: valueList(slugSchema),
    company: valueList(slugSchema),
    employmentType: enumList(Object.values(EMPLOYMENT_TYPE_SLUGS)),
    educationLevel: enumList(Object.values(EDUCATION_LEVEL_SLUGS)),
    experience: enumList(EXPERIENCE_RANGES.map((range) => range.id)),
    salary: salaryRange,
    remote: flag,
    urgent: flag,
    publishDate: z.enum(PUBLISH_DATE_RANGES.map((range) => range.id)),
    geo: geoPoint,
  })
  .partial();
export type FiltersQuery = z.output<typeof filtersSchema>;

const queryItem = z.strictObject({
  field: z.literal('all'),
  term: z.string().max(MAX_TERM_LENGTH),
});

/** What to look for and where: shared by the search and the option search of the filters. */
export const searchContextShape = {
  queries: z.array(queryItem).max(5).optional(),
  filters: filtersSchema.optional(),
  device: z.enum(['mobile', 'desktop']).optional(),
  /** Company job site: only that company's vacancies (and its brands'), private ones included. */
  companySlug: slugSchema.optional(),
};

/** The query string of a search: what to look for, how to narrow and order it, which page. */
export const searchQuerySchema = z
  .strictObject({
    ...searchContextShape,
    order: z
      .strictObject({
        field: z.enum(ORDER_FIELDS).optional(),
        direction: z.enum(['ASC', 'DESC']).optional(),
      })
      .optional(),
    paginator: z
      .strictObject({
        page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
        pageSize: z.coerce.number().int().optional(),
      })
      .optional(),
  })
  .superRefine((query, context) => {
    const pageSize = query.paginator?.pageSize;
    if (pageSize === undefined) return;
    const allowed: readonly number[] = query.device ? PAGE_SIZE_OPTIONS[query.device] : ANY_PAGE_SIZE;
    if (!allowed.includes(pageSize)) {
      context.addIssue({
        code: 'invalid_value',
        values: [...allowed],
        input: pageSize,
        path: ['paginator', 'pageSize'],
        message: `debe ser uno de: ${allowed.join(', ')}`,
      });
    }
  })
  .describe(
    'Búsqueda de vacantes en estilo qs: queries[0][field]=all&queries[0][term]=medico' +
      '&filters[city][0]=medellin&filters[salary][from]=2000000&order[field]=publishedAt' +
      '&order[direction]=DESC&paginator[page]=1&paginator[pageSize]=20',
  );
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const filterLabelsQuerySchema = z.strictObject({ filters: filtersSchema.optional() });

/** The `{source}` option search of spec §7. */
export const filterOptionsParamsSchema = z.strictObject({ field: z.enum(ENTITY_FIELDS) });
export const filterOptionsQuerySchema = z
  .strictObject({
    ...searchContextShape,
    /** What the visitor typed in the filter's search box; empty lists the values with most vacancies. */
    text: z.string().max(MAX_TERM_LENGTH).default(''),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .describe('Opciones de un filtro: text=med&queries[0][field]=all&queries[0][term]=enfermero&filters[...]');

/** A facet count as the search answers it: the domain's {id, label, total} plus its filter state. */
export const counterOptionSchema = counterEntrySchema.extend({
  isApplied: z.boolean(),
  /** Bounds of a range option (salary), applied as `filters[salary][from]` / `[to]`. */
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
});
export type CounterOption = z.infer<typeof counterOptionSchema>;

/** One page of vacancies with facet counts. */
export const searchResponseSchema = z.object({
  rows: z.array(jobCardSchema),
  /** Vacancies that match. */
  totalRows: z.number().int().nonnegative(),
  /** Open quotas of the vacancies that match. */
  totalHits: z.number().int().nonnegative(),
  counters: z.record(z.string(), z.array(counterOptionSchema)),
  /**
   * The places the text named, read as a condition ("mesero en Cartagena": mesero in Cartagena
   * de Indias): the rest of the text as typed, and each place with its name. Absent when it named none.
   */
  textPlaces: z
    .object({
      text: z.string(),
      places: z.array(z.object({ field: z.enum(['city', 'department']), id: z.string(), label: z.string() })),
    })
    .optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
