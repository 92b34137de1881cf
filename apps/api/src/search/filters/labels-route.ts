import { formatSalary, type Locale } from '@camello/domain';
import {
  type AppliedLabel,
  calls,
  type FilterLabelsResponse,
  type FiltersQuery,
} from '@camello/domain/contracts';
import { ENTITY_FIELDS, type EntityField, type SearchEngine } from '@camello/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { FILTER_SPECS, type FilterField } from './filter-catalog.ts';
import { filterMessages } from './filter-messages.ts';
import { optionLabel } from './option-labels.ts';

async function appliedLabels(
  search: SearchEngine,
  filters: FiltersQuery,
  locale: Locale,
): Promise<AppliedLabel[]> {
  const labels: AppliedLabel[] = [];
  for (const field of ENTITY_FIELDS) {
    const values = filters[field as EntityField];
    if (!values?.length) continue;
    for (const { id, name } of await search.describe(field, values)) labels.push({ field, id, label: name });
  }
  for (const field of ['employmentType', 'educationLevel', 'experience'] as const) {
    for (const id of filters[field] ?? [])
      labels.push({ field, id, label: optionLabel(field, { id }, locale) });
  }
  if (filters.publishDate) {
    const id = filters.publishDate;
    labels.push({ field: 'publishDate', id, label: optionLabel('publishDate', { id }, locale) });
  }
  if (filters.salary) {
    const { from = null, to = null } = filters.salary;
    labels.push({
      field: 'salary',
      id: `${from ?? ''}-${to ?? ''}`,
      label: formatSalary({ min: from, max: to, currency: 'COP', toAgree: false }, locale),
    });
  }
  for (const field of ['remote', 'urgent'] as const) {
    if (filters[field] === 'true')
      labels.push({ field, id: 'true', label: optionLabel(field, { id: 'true' }, locale) });
  }
  if (filters.geo) {
    const { lat, lng, radius } = filters.geo;
    labels.push({
      field: 'geo',
      id: `${lat},${lng},${radius}`,
      label: filterMessages(locale).geoWithin(radius),
    });
  }
  return labels;
}

/** The names of the filters and of the values applied in `filters`. */
export async function filterLabels(
  search: SearchEngine,
  filters: FiltersQuery,
  locale: Locale,
): Promise<FilterLabelsResponse> {
  const texts = filterMessages(locale).filters;
  const fields: Partial<Record<FilterField, string>> = {};
  for (const spec of FILTER_SPECS) {
    fields[spec.field] = texts[spec.field].label;
    if (spec.child) fields[spec.child.field] = texts[spec.child.field].label;
  }
  return { fields, applied: await appliedLabels(search, filters, locale) };
}

/** GET /v1/public/filters/labels: the names of the filters and of the values in `filters[...]`. */
export const filterLabelsRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { search } },
) => {
  declaredRoute(
    app,
    calls.jobs.filterLabels,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Nombres de los filtros y de los valores aplicados',
      },
    },
    async (request) => filterLabels(search, request.query.filters ?? {}, requestLocale(request)),
  );
};
