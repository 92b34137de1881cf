import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { assertCompanyExists } from '../company-scope.ts';
import { toSearchContext } from '../search-request.ts';
import { filterSpec } from './filter-catalog.ts';

/**
 * GET /v1/public/filters/options/{field}: the `{source}` option search of spec §7. Values whose
 * name contains the typed text, with how many of the current results each would give; values
 * already applied are left out.
 */
export const optionSearchRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, search } },
) => {
  declaredRoute(
    app,
    calls.jobs.filterOptions,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar opciones de un filtro',
      },
    },
    async (request) => {
      const { field } = request.params;
      const query = request.query;
      if (query.companySlug) await assertCompanyExists(repositories.companies, query.companySlug);
      const spec = filterSpec(field);
      const options = await search.searchOptions({
        search: toSearchContext(query),
        field,
        text: query.text,
        limit: query.limit,
      });
      return options.map((option) => ({
        id: option.id,
        label: option.name ?? option.id,
        total: option.total,
        field,
        multiple: spec?.multiple ?? true,
        type: spec?.type === 'SEARCH' ? ('SEARCH' as const) : ('EQUAL' as const),
        isApplied: false,
      }));
    },
  );
};
