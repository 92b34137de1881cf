import { encodeForwardUrl, paths, withQuery } from '@camello/domain';

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

/** What a route module declares in its `handle` to name itself. */
export type NamedRouteHandle = { readonly routeName: RouteName };

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
  const selected = [['jobSlug', jobSlug]] as const;
  if (target === 'jobs') return withQuery(paths.jobs(), selected);
  if (target === 'jobsByCompany' && companySlug) return withQuery(paths.company(companySlug), selected);
  return path;
}

/** The route name a matched route declares in its `handle`, if any. */
export function routeNameOf(handle: unknown): RouteName | null {
  const name = (handle as Partial<NamedRouteHandle> | undefined)?.routeName;
  return name && (ROUTE_NAMES as readonly string[]).includes(name) ? name : null;
}

/**
 * The sign-in (or sign-up) page that comes back to `returnPath` afterwards (`forwardUrl`, base64,
 * spec §2), optionally going on with an `action` (apply, save, sign-in, sign-up).
 */
export function signInHref(signInPath: string, returnPath: string, action?: string): string {
  return withQuery(signInPath, [
    ['action', action],
    ['forwardUrl', encodeForwardUrl(returnPath)],
  ]);
}

type RouteMatch = {
  readonly handle?: unknown;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly loaderData?: unknown;
};

/** What the account pages' loaders answer: where the visitor goes afterwards, decoded on the server. */
export type AccountPageData = { readonly returnPath: string };

/** The return address of the page being shown: its deepest named route, else the page itself. */
export function returnPathOfPage(matches: readonly RouteMatch[], currentPath: string): string {
  const match = [...matches].reverse().find((candidate) => routeNameOf(candidate.handle) !== null);
  const route = match ? routeNameOf(match.handle) : null;
  // A linked-up visit (an account linking flow) without a vacancy goes back to the jobs list.
  const search = new URLSearchParams(currentPath.split('?')[1] ?? '');
  if (search.has('linkedUp') && !match?.params.jobSlug && !search.get('jobSlug')) return paths.jobs();
  if (!match || !route) return currentPath;
  // The account pages (sign-in, sign-up, reset) keep where the visitor was going.
  if (route === 'signIn')
    return (match.loaderData as AccountPageData | undefined)?.returnPath ?? paths.jobs();
  return returnPathOf({
    route,
    path: currentPath,
    ...(match.params.companySlug && { companySlug: match.params.companySlug }),
    ...(match.params.jobSlug && { jobSlug: match.params.jobSlug }),
  });
}
