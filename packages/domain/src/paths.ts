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
  /**
   * Applying to a vacancy on the site (terms, questionnaire, summary); `carried` keeps what the
   * visit brings to the application (its campaign, `suggestedByMatcher`).
   */
  apply: (jobSlug: string, carried: readonly QueryParam[] = []) =>
    withQuery(`/empleos/postular/${segment(jobSlug)}`, carried),
  /** The vacancies the candidate saved; a form posted here saves or unsaves one. */
  savedJobs: () => '/empleos-guardados',
  /** Vacancies the matcher suggests to the candidate; a form posted here likes, dislikes or discards one. */
  suggestedJobs: () => '/sugeridos',
  /** The candidate's application processes (issue #12); page 1 is left out of the URL. */
  applications: (page?: number) =>
    withQuery('/procesos', [['page', page !== undefined && page > 1 ? page : null]]),
  /**
   * The candidate's résumé, "Hoja de vida" (issue #12); `forwardUrl` (base64, `encodeForwardUrl`)
   * is the page to go back to once it is complete (the vacancy the candidate was applying to).
   */
  curriculum: (forwardUrl?: string) => withQuery('/hoja-de-vida', [['forwardUrl', forwardUrl]]),
  /** The download of the candidate's own CV file. */
  curriculumFile: () => '/hoja-de-vida/archivo',
  /** Sign-out: a POST signs out, a GET only asks to confirm. */
  signOut: () => '/salir',
  /** The analyst area (issue #13): its home lists the companies the analyst works for. */
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
  /** What the signed-in person can do with their data (Ley 1581): download, revoke consent, delete. */
  personalData: () => '/mi-cuenta/datos',
  /** The download of everything held about the signed-in person (JSON). */
  personalDataDownload: () => '/mi-cuenta/datos/descarga',
  /** Where a person lands once their account is deleted. */
  accountDeleted: () => '/mi-cuenta/eliminada',
  jobAlerts: () => '/alertas-de-empleo',
  /** Where an alert is made from a search: the listing's term and filters ride along. */
  newJobAlert: () => '/alertas-de-empleo/nueva',
  /** The link of a visitor's alert confirmation e-mail (double opt-in). */
  jobAlertConfirm: (token: string) => withQuery('/alertas-de-empleo/confirmar', [['token', token]]),
  /** The unsubscribe link of every alert e-mail: the page asks, its form unsubscribes. */
  jobAlertUnsubscribe: (token: string) => withQuery('/alertas-de-empleo/cancelar', [['token', token]]),
  /** Pause, frequency and delete of the alert of an e-mail's link, with no sign-in. */
  jobAlertManage: (token: string) => withQuery('/alertas-de-empleo/gestionar', [['token', token]]),
  referrals: () => '/referidos',
  /** A company's referral page; `sent` shows the thanks after a referral went through. */
  referralCompany: (companySlug: string, sent?: boolean) =>
    withQuery(`/referidos/${segment(companySlug)}`, [['enviado', sent ? 1 : null]]),
  /** The digital library, with its search and category. */
  library: ({ q, category }: { readonly q?: string; readonly category?: string } = {}) =>
    withQuery('/biblioteca', [
      ['q', q?.trim()],
      ['categoria', category],
    ]),
  /** The region and language choice; `returnTo` is the site path to go back to. */
  region: (returnTo?: string) => withQuery('/region', [['volver', returnTo === '/' ? null : returnTo]]),
  about: () => '/quienes-somos',
  help: () => '/ayuda',
  terms: () => '/terminos-y-condiciones',
  dataPolicy: () => '/politica-de-tratamiento-de-datos',
  sitemapIndex: () => '/sitemap.xml',
  /** A child sitemap: `/sitemaps/empleos-1.xml`. */
  sitemap: (kind: string, page: number) => `/sitemaps/${segment(kind)}-${page}.xml`,
} as const;
