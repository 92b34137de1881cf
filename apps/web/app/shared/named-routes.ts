/** The named page routes of spec §2. */
export const ROUTE_NAMES = [
  'jobs',
  'jobsByCompany',
  'landing',
  'works',
  'worksBySlug',
  'byCity',
  'bySector',
  'byOccupation',
  'searchHit',
  'jobsView',
  'jobsViewByCompany',
  'notFound',
  'landingCompanies',
  'signIn',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/**
 * Where a page sends the visitor back to after signing in (spec §2 redirect table): company pages
 * return to the company job site, the other listings and a missing page to the jobs list.
 */
export const REDIRECT_TABLE: Readonly<Partial<Record<RouteName, RouteName>>> = {
  landing: 'jobsByCompany',
  byCity: 'jobs',
  bySector: 'jobs',
  byOccupation: 'jobs',
  searchHit: 'jobs',
  jobsView: 'jobs',
  notFound: 'jobs',
  landingCompanies: 'jobs',
  jobsViewByCompany: 'jobsByCompany',
};

export type ReturnContext = {
  readonly route: RouteName;
  /** The page's own path, for routes that stay as they are. */
  readonly path: string;
  readonly companySlug?: string;
  readonly jobSlug?: string;
};

/**
 * The return address of a page after sign-in. A job page returns to its listing with `jobSlug`
 * selecting the vacancy, so that the listing opens it again.
 */
export function returnPathOf({ route, path, companySlug, jobSlug }: ReturnContext): string {
  const target = REDIRECT_TABLE[route] ?? route;
  const selected = jobSlug ? `?jobSlug=${encodeURIComponent(jobSlug)}` : '';
  if (target === 'jobs') return `/empleos${selected}`;
  if (target === 'jobsByCompany' && companySlug)
    return `/empresas/${encodeURIComponent(companySlug)}${selected}`;
  return path;
}
