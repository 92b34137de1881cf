/**
 * Every kind of page the site renders, each with one representative URL. The accessibility,
 * HTML-validity, security-header and budget suites run over this list: a new page type only
 * needs a line here (and a budget in quality/budgets.json).
 */
export type PageType = {
  /** Stable key, used in quality/budgets.json and in saved file names. */
  readonly id: string;
  readonly description: string;
  /** A site path, or how to find one on a running server (for pages that need a real slug). */
  readonly path: string | ((baseUrl: string) => Promise<string>);
  readonly status: number;
  /** Query parameters the page reads; the security suite sends hostile values in each. */
  readonly parameters?: readonly string[];
};

const listingParameters = ['q', 'paginator[page]', 'paginator[pageSize]'];

export const pageTypes: readonly PageType[] = [
  {
    id: 'jobs',
    description: 'listado de empleos',
    path: '/empleos',
    status: 200,
    parameters: listingParameters,
  },
  { id: 'jobs-search', description: 'resultados de una búsqueda', path: '/empleos?q=medico', status: 200 },
  { id: 'jobs-empty', description: 'búsqueda sin resultados', path: '/empleos?q=zzqxjw', status: 200 },
  { id: 'not-found', description: 'página que no existe', path: '/esta-pagina-no-existe', status: 404 },
];

export async function resolvePath(pageType: PageType, baseUrl: string): Promise<string> {
  return typeof pageType.path === 'string' ? pageType.path : pageType.path(baseUrl);
}

/** The page of the newest public vacancy, found through the search API. */
export async function newestVacancyPath(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/jobs/v1/public/jobs/search?paginator[page]=1', baseUrl));
  if (!response.ok) throw new Error(`The search API answered ${response.status}`);
  const { rows } = (await response.json()) as { rows: { jobSlug: string }[] };
  const slug = rows[0]?.jobSlug;
  if (!slug) throw new Error('The search API returned no vacancy');
  return `/empleos/${encodeURIComponent(slug)}`;
}
