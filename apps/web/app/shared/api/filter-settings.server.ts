import { filterDefinitionSchema, filterSettingsSchema, filterTypeSchema } from '@camello/domain';
import { z } from 'zod';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** A filter of the settings: the domain's definition plus how its values apply (type, one or many). */
export type ListingFilterDefinition = z.infer<typeof filterDefinitionSchema> & {
  type: z.infer<typeof filterTypeSchema>;
  multiple: boolean;
  child?: ListingFilterDefinition | undefined;
};

const listingFilterSchema: z.ZodType<ListingFilterDefinition> = filterDefinitionSchema.extend({
  type: filterTypeSchema,
  multiple: z.boolean(),
  get child() {
    return listingFilterSchema.optional();
  },
});

export const listingSettingsSchema = filterSettingsSchema.extend({ filters: z.array(listingFilterSchema) });
export type ListingSettings = z.infer<typeof listingSettingsSchema>;

/** `GET /api/jobs/v2/filters/public/settings`: filter cards, page sizes and orders per device. */
export function fetchFilterSettings(context: ApiCallContext, companySlug?: string): Promise<ListingSettings> {
  return apiGet(context, '/jobs/v2/filters/public/settings', { companySlug }, listingSettingsSchema);
}
