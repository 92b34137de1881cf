import { z } from 'zod';
import {
  type FilterDefinition,
  filterDefinitionSchema,
  filterOptionSchema,
  filterSettingsSchema,
} from '../../entities/filter.ts';
import { type FilterType, filterTypeSchema } from '../../enums.ts';
import { slugSchema } from './params.ts';

/** A filter of the settings: the domain's filter definition plus how its values apply. */
export type SettingsFilter = Omit<FilterDefinition, 'child'> & {
  child?: SettingsFilter | undefined;
  type: FilterType;
  /** Several values at once (OR within the field). */
  multiple: boolean;
};

// Named (`meta.id`), so that the OpenAPI document defines it once, as a component `child` refers to.
export const settingsFilterSchema: z.ZodType<SettingsFilter> = filterDefinitionSchema
  .extend({
    get child() {
      return settingsFilterSchema.optional();
    },
    type: filterTypeSchema,
    multiple: z.boolean(),
  })
  .meta({ id: 'SettingsFilter' });

/** Filter cards, page sizes and orders per device. */
export const filterSettingsQuerySchema = z.strictObject({ companySlug: slugSchema.optional() });
export const filterSettingsResponseSchema = filterSettingsSchema.extend({
  filters: z.array(settingsFilterSchema),
});
export type FilterSettingsResponse = z.infer<typeof filterSettingsResponseSchema>;

const appliedLabelSchema = z.object({ field: z.string(), id: z.string(), label: z.string() });
export type AppliedLabel = z.infer<typeof appliedLabelSchema>;

export const filterLabelsResponseSchema = z.object({
  /** Name of every filter field. */
  fields: z.record(z.string(), z.string()),
  /** Each applied value with its display name; values that do not exist are left out. */
  applied: z.array(appliedLabelSchema),
});
export type FilterLabelsResponse = z.infer<typeof filterLabelsResponseSchema>;

/** Values of one filter whose name contains the typed text. */
export const filterOptionsResponseSchema = z.array(filterOptionSchema);
