/** What people type, broad and narrow; each combined with each city gives a distinct search. */
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

/** Distinct searches, each term in each of the 20 cities with most vacancies. */
export async function distinctSearches(baseUrl: string): Promise<{ listing: string[]; api: string[] }> {
  const cities = ((await search(baseUrl, 'paginator[page]=1')).counters.city ?? []).slice(0, 20);
  if (cities.length === 0) throw new Error('The search API counts no city');
  const pairs = cities.flatMap((city) =>
    TERMS.map((term) => ({ term: encodeURIComponent(term), city: encodeURIComponent(city.id) })),
  );
  return {
    // The listing page's URL, and the API call its loader makes for it.
    listing: pairs.map(({ term, city }) => `/empleos?q=${term}&filters[city][0]=${city}`),
    api: pairs.map(
      ({ term, city }) =>
        `/api/jobs/v1/public/jobs/search?queries[0][field]=all&queries[0][term]=${term}&filters[city][0]=${city}`,
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
