import { filterOptionsResponseSchema } from '@camello/domain/contracts';
import { ENTITY_FIELDS } from '@camello/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostOptions } from '../../../services/app-services.ts';
import { assertCompanyExists } from '../companies/company-scope.ts';
import { MAX_TERM_LENGTH, searchContextShape, toSearchContext } from '../search/search-request.ts';
import { filterSpec } from './filter-catalog.ts';

const optionSearchQuerySchema = z
  .strictObject({
    ...searchContextShape,
    /** What the visitor typed in the filter's search box; empty lists the values with most vacancies. */
    text: z.string().max(MAX_TERM_LENGTH).default(''),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .describe('Opciones de un filtro: text=med&queries[0][field]=all&queries[0][term]=enfermero&filters[...]');

/**
 * GET /v1/public/filters/options/{field}: the `{source}` option search of spec §7. Values whose
 * name contains the typed text, with how many of the current results each would give; values
 * already applied are left out.
 */
export const optionSearchRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, search } },
) => {
  app.get(
    '/v1/public/filters/options/:field',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar opciones de un filtro',
        params: z.strictObject({ field: z.enum(ENTITY_FIELDS) }),
        querystring: optionSearchQuerySchema,
        response: { 200: filterOptionsResponseSchema },
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
