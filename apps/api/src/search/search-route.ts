import { dynamicUrlFor, toJobCard } from '@camello/db';
import type { Locale } from '@camello/domain';
import { type CounterOption, calls, type SearchQuery, type SearchResponse } from '@camello/domain/contracts';
import { FACET_FIELDS, type FacetCount, type FacetField, type TextPlaces } from '@camello/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import type { AppServices, HostOptions } from '../services/app-services.ts';
import { assertCompanyExists } from './company-scope.ts';
import { toCounterOption } from './filters/option-labels.ts';
import { toSearchRequest } from './search-request.ts';

/** Long lists (cities, occupations, companies) show their top values; applied ones always stay. */
const COUNTER_LIMIT = 50;

function capped(entries: FacetCount[]): FacetCount[] {
  if (entries.length <= COUNTER_LIMIT) return entries;
  const top = entries.slice(0, COUNTER_LIMIT);
  return [...top, ...entries.slice(COUNTER_LIMIT).filter((entry) => entry.applied)];
}

/** One page of public vacancies with facet counts, or of one company's job site with `companySlug`. */
export async function searchPage(
  { repositories, jobCards, now, search }: AppServices,
  query: SearchQuery,
  locale: Locale,
): Promise<SearchResponse> {
  if (query.companySlug) await assertCompanyExists(repositories.companies, query.companySlug);
  const result = await search.search({ ...toSearchRequest(query), counters: FACET_FIELDS });
  const rows = await jobCards(result.ids);
  const dynamicUrl = dynamicUrlFor(query.companySlug);
  const at = now();
  const counters: Record<string, CounterOption[]> = {};
  for (const [field, entries] of Object.entries(result.counters) as [FacetField, FacetCount[]][]) {
    counters[field] = capped(entries).map((entry) => toCounterOption(field, entry, locale));
  }
  return {
    rows: rows.map((row) => toJobCard(row, { locale, now: at, dynamicUrl })),
    totalRows: result.totalRows,
    totalHits: result.totalHits,
    counters,
    ...(result.textPlaces ? { textPlaces: await namedPlaces(search, result.textPlaces) } : {}),
  };
}

/** The places a text named, with their names: "mesero en Cartagena" is mesero in Cartagena de Indias. */
async function namedPlaces(search: AppServices['search'], { text, cities, departments }: TextPlaces) {
  const named = async (field: 'city' | 'department', ids: string[]) =>
    (await search.describe(field, ids)).map(({ id, name }) => ({ field, id, label: name }));
  return { text, places: [...(await named('department', departments)), ...(await named('city', cities))] };
}

/** GET /v1/public/jobs/search: public vacancies, or one company's job site with `companySlug`. */
export const searchRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  declaredRoute(
    app,
    calls.jobs.search,
    {
      // Popular searches are asked again and again, by people and by pages rendered for them.
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['jobs'],
        summary: 'Buscar vacantes públicas',
      },
    },
    async (request) => searchPage(services, request.query, requestLocale(request)),
  );
};
