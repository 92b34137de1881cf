/** What people type, broad and narrow. */
const TERMS = [
  'auxiliar',
  'vendedor',
  'ingeniero de sistemas',
  'enfermera',
  'conductor',
  'contador',
  'medico',
  'desarrollador',
  'cajero',
  'mesero',
  'operario',
  'asesor comercial',
  'docente',
  'administrador',
  'analista de datos',
  'recepcionista',
  'mecanico',
  'electricista',
  'cocinero',
  'call center',
  'soldador',
  'abogado',
  'psicologa',
  'servicio al cliente',
  'tecnico',
];

type SearchAnswer = {
  rows: { jobSlug: string }[];
  counters: Record<string, { id: string }[] | undefined>;
};

async function search(baseUrl: string, query: string): Promise<SearchAnswer> {
  const response = await fetch(new URL(`/api/jobs/v1/public/jobs/search?${query}`, baseUrl));
  if (!response.ok) throw new Error(`The search API answered ${response.status} to ${query}`);
  return (await response.json()) as SearchAnswer;
}

/** Filters whose options are lists in both the listing's URL and the API's query. */
const EXTRA_FILTERS = ['employmentType', 'educationLevel', 'experience', 'sector'] as const;

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * Distinct searches, as the issue measured them ("each request a different search, so nothing is
 * reused"): each term in each of the 20 cities with most vacancies, alone or with one more filter
 * option (every contract type, education level and experience range, and the 20 sectors with most
 * vacancies), some 20,000 in all, so that neither the API nor the page answers one from memory
 * within a run. They are taken in a spread order, so that any stretch of the run mixes terms,
 * cities and filters as a whole run does.
 */
export async function distinctSearches(baseUrl: string): Promise<{ listing: string[]; api: string[] }> {
  const { counters } = await search(baseUrl, 'paginator[page]=1');
  const cities = (counters.city ?? []).slice(0, 20);
  if (cities.length === 0) throw new Error('The search API counts no city');
  const extraFilters = [
    '',
    ...EXTRA_FILTERS.flatMap((field) =>
      (counters[field] ?? [])
        .slice(0, 20)
        .map((option) => `&filters[${field}][0]=${encodeURIComponent(option.id)}`),
    ),
  ];
  const combinations = TERMS.flatMap((term) =>
    cities.flatMap((city) =>
      extraFilters.map((extra) => ({
        term: encodeURIComponent(term),
        filters: `&filters[city][0]=${encodeURIComponent(city.id)}${extra}`,
      })),
    ),
  );
  // Stepping through the list by a stride that shares no factor with its length visits each once.
  let stride = 7_919;
  while (greatestCommonDivisor(stride, combinations.length) !== 1) stride += 2;
  const spread = combinations
    .map((_, index) => combinations[(index * stride) % combinations.length])
    .filter((search) => search !== undefined);
  return {
    // The listing page's URL, and the API call its loader makes for it.
    listing: spread.map((search) => `/empleos?q=${search.term}${search.filters}`),
    api: spread.map(
      (search) =>
        `/api/jobs/v1/public/jobs/search?queries[0][field]=all&queries[0][term]=${search.term}${search.filters}`,
    ),
  };
}

/** The pages of the newest vacancies (10 result pages of them). */
export async function vacancyPaths(baseUrl: string): Promise<string[]> {
  const pages = await Promise.all(
    Array.from({ length: 10 }, (_, index) => search(baseUrl, `paginator[page]=${index + 1}`)),
  );
  return pages.flatMap((page) => page.rows.map((row) => `/empleos/${encodeURIComponent(row.jobSlug)}`));
}
