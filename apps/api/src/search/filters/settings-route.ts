import { DEFAULT_PAGE_SIZE, type Locale } from '@camello/domain';
import { calls, type FilterSettingsResponse, PAGE_SIZE_OPTIONS } from '@camello/domain/contracts';
import { ORDER_FIELDS } from '@camello/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import type { HostOptions } from '../../services/app-services.ts';
import type { Repositories } from '../../services/repositories.ts';
import { assertCompanyExists } from '../company-scope.ts';
import { FILTER_SPECS, settingsFilter } from './filter-catalog.ts';
import { filterMessages } from './filter-messages.ts';

/** Bumped whenever the filters, their fields or their values change meaning. */
export const FILTER_SETTINGS_VERSION = '1';

/** The filters, page sizes and orders of a listing: the whole site's, or a job site's with `companySlug`. */
export async function filterSettings(
  companies: Repositories['companies'],
  companySlug: string | undefined,
  locale: Locale,
): Promise<FilterSettingsResponse> {
  // A job site lists one company: the company filter only makes sense to pick among its brands.
  const company = companySlug ? await assertCompanyExists(companies, companySlug) : null;
  const specs = FILTER_SPECS.filter((spec) => spec.field !== 'company' || !company || company.brandCount > 0);
  const messages = filterMessages(locale);
  const order = {
    defaultField: 'relevance',
    direction: 'DESC' as const,
    fields: ORDER_FIELDS.map((field) => ({ field, label: messages.order(field) })),
  };
  return {
    language: locale,
    version: FILTER_SETTINGS_VERSION,
    filters: specs.map((spec) => settingsFilter(spec, locale)),
    pagination: {
      desktop: { defaultPageSize: DEFAULT_PAGE_SIZE, pageSizeOptions: [...PAGE_SIZE_OPTIONS.desktop] },
      mobile: { defaultPageSize: DEFAULT_PAGE_SIZE, pageSizeOptions: [...PAGE_SIZE_OPTIONS.mobile] },
    },
    order: { desktop: order, mobile: order },
  };
}

/** GET /v2/filters/public/settings: the filters, page sizes and orders of a listing. */
export const filterSettingsRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.jobs.filterSettings,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Filtros, tamaños de página y órdenes del listado de vacantes',
      },
    },
    async (request) =>
      filterSettings(repositories.companies, request.query.companySlug, requestLocale(request)),
  );
};
