import { z } from 'zod';
import { deviceSchema, filterRenderTypeSchema, filterTypeSchema, sortDirectionSchema } from '../enums.ts';

const filterOptionBaseSchema = z.object({
  id: z.string(),
  label: z.string(),
  total: z.number().int().nonnegative(),
  field: z.string(),
  multiple: z.boolean(),
  isApplied: z.boolean(),
  loading: z.boolean().optional(),
});

/** Bounds of a RANGE option; `null` leaves that side open. */
export const rangeBoundsSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
});

export const filterOptionSchema = z.discriminatedUnion('type', [
  filterOptionBaseSchema.extend({ type: z.literal('RANGE'), ...rangeBoundsSchema.shape }),
  filterOptionBaseSchema.extend({ type: filterTypeSchema.exclude(['RANGE']) }),
]);
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterDefinitionSchema = z.object({
  label: z.string(),
  field: z.string(),
  /** Where the option search of this filter looks (the `{source}` of the option-search call). */
  repository: z.string(),
  /** Dependent filter whose options depend on the value chosen here. */
  get child() {
    return filterDefinitionSchema.optional();
  },
  filtersApplied: z.array(filterOptionSchema),
  params: z.record(z.string(), z.unknown()),
  searchPlaceholder: z.string(),
  switchText: z.string(),
  renderType: filterRenderTypeSchema,
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;

export const sortOptionSchema = z.object({
  field: z.string(),
  label: z.string(),
  iconUrl: z.string().optional(),
});
export type SortOption = z.infer<typeof sortOptionSchema>;

export const paginationSettingsSchema = z.object({
  defaultPageSize: z.number().int().positive(),
  pageSizeOptions: z.array(z.number().int().positive()).min(1),
});
export type PaginationSettings = z.infer<typeof paginationSettingsSchema>;

export const orderSettingsSchema = z.object({
  defaultField: z.string(),
  direction: sortDirectionSchema,
  fields: z.array(sortOptionSchema),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

/** Per-device settings: both devices are always present. */
const perDevice = <T extends z.ZodType>(schema: T) => z.object({ mobile: schema, desktop: schema });

export const filterSettingsSchema = z.object({
  language: z.string(),
  version: z.string(),
  filters: z.array(filterDefinitionSchema),
  pagination: perDevice(paginationSettingsSchema),
  order: perDevice(orderSettingsSchema),
});
export type FilterSettings = z.infer<typeof filterSettingsSchema>;

export const appliedFilterSchema = z.discriminatedUnion('type', [
  z.object({ field: z.string(), type: z.literal('RANGE'), ...rangeBoundsSchema.shape }),
  z.object({
    field: z.string(),
    type: filterTypeSchema.exclude(['RANGE']),
    values: z.array(z.string()).min(1),
  }),
]);
export type AppliedFilter = z.infer<typeof appliedFilterSchema>;

export const appliedFiltersSchema = z.object({
  filters: z.array(appliedFilterSchema),
  q: z.string(),
  paginator: z.object({
    pageSize: z.number().int().positive(),
    page: z.number().int().positive(),
  }),
  order: z.object({ field: z.string(), direction: sortDirectionSchema }),
  device: deviceSchema,
});
export type AppliedFilters = z.infer<typeof appliedFiltersSchema>;
