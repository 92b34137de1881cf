/** One query parameter; a value of undefined, null or '' leaves it out of the URL. */
export type QueryParam = readonly [key: string, value: string | number | null | undefined];

/**
 * The query string of `params` in order, `?`-prefixed, or '' when none has a value. Keys are
 * encoded too, as a raw `[` is not allowed in a URL: `filters[city][]` is `filters%5Bcity%5D%5B%5D`,
 * which the qs-style parsers of the site and the API read back the same.
 */
export function queryString(params: readonly QueryParam[]): string {
  const parts: string[] = [];
  for (const [key, value] of params) {
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** `path` with `params` as its query string. */
export const withQuery = (path: string, params: readonly QueryParam[]): string =>
  `${path}${queryString(params)}`;

/** What the jobs listing URL carries; page 1 and an empty term are left out of the URL. */
export type JobsQuery = { readonly q?: string; readonly page?: number };

const segment = (value: string): string => encodeURIComponent(value);

/**
 * Every URL of the site, in Spanish as the spec names them: the web's routes and links, the API's
 * link builders, the sitemaps and the e-mails build them here and nowhere else.
 */
export const paths = {
  home: () => '/',
  jobs: ({ q, page }: JobsQuery = {}) =>
    withQuery('/empleos', [
      ['q', q?.trim()],
      ['paginator[page]', page !== undefined && page > 1 ? page : null],
    ]),
  job: (jobSlug: string) => `/empleos/${segment(jobSlug)}`,
  landing: (slug: string) => `/trabajos/${segment(slug)}`,
  jobsByCity: () => '/trabajos/empleos-por-ciudades',
  jobsByOccupation: () => '/trabajos/empleos-por-cargo',
  jobsBySector: () => '/trabajos/empleos-por-sector-laboral',
  companies: () => '/empresas',
  company: (companySlug: string) => `/empresas/${segment(companySlug)}`,
  companyJob: (companySlug: string, jobSlug: string) =>
    `/empresas/${segment(companySlug)}/${segment(jobSlug)}`,
  signIn: () => '/ingresar',
  signUp: () => '/registro',
  /** The link of the verification e-mail; `forwardUrl` (base64) is where the person goes on afterwards. */
  confirmEmail: (token: string, forwardUrl?: string) =>
    withQuery('/registro/confirmar', [
      ['token', token],
      ['forwardUrl', forwardUrl],
    ]),
  /** Where a person asks for a password-reset link. */
  forgotPassword: () => '/recuperar-clave',
  /** The link of the password-reset e-mail. */
  resetPassword: (token: string) => withQuery('/recuperar-clave', [['token', token]]),
  /** The candidate's application processes (issue #12). */
  applications: () => '/procesos',
  /** The candidate's résumé, "Hoja de vida" (issue #12). */
  curriculum: () => '/hoja-de-vida',
  /** Sign-out: a POST signs out, a GET only asks to confirm. */
  signOut: () => '/salir',
  analystArea: () => '/analista',
  /** Where a signed-in candidate allows (or refuses) a partner app the access it asks for. */
  partnerConsent: (flowId: string) => withQuery('/autorizar', [['flowId', flowId]]),
  /** The partner apps that can act for the signed-in candidate, each with a way to take access away. */
  partnerGrants: () => '/aplicaciones-conectadas',
  /** Where a partner app hands a candidate's browser over, signed in by a one-time challenge. */
  partnerHandOver: (challenge: string, forwardUrl?: string) =>
    withQuery('/continuar-sesion', [
      ['challenge', challenge],
      ['forwardUrl', forwardUrl],
    ]),
  jobAlerts: () => '/alertas-de-empleo',
  referrals: () => '/referidos',
  library: () => '/biblioteca',
  about: () => '/quienes-somos',
  help: () => '/ayuda',
  terms: () => '/terminos-y-condiciones',
  dataPolicy: () => '/politica-de-tratamiento-de-datos',
  sitemapIndex: () => '/sitemap.xml',
  /** A child sitemap: `/sitemaps/empleos-1.xml`. */
  sitemap: (kind: string, page: number) => `/sitemaps/${segment(kind)}-${page}.xml`,
} as const;
