/**
 * Every kind of page the site renders, each with one representative URL. The accessibility,
 * keyboard, HTML-validity, security-header and budget suites run over this list: a new page type
 * only needs a line here (and, when the default does not fit, a budget in quality/budgets.json).
 */
export type PageType = {
  /** Stable key, used in quality/budgets.json and in saved file names. */
  readonly id: string;
  readonly description: string;
  /** A site path, or how to find one on a running server (for pages that need a real slug). */
  readonly path: string | ((site: Site) => Promise<string>);
  readonly status: number;
  /** Query parameters the page reads; the security suite sends hostile values in each. */
  readonly parameters?: readonly string[];
  /** A page with a form for one visitor (sign-in): no cache keeps it, unlike the public pages. */
  readonly private?: boolean;
};

/** The running server a path is looked up on, and what its database holds beyond the seed. */
export type Site = { readonly baseUrl: string; readonly closedJobSlug?: string };

const listingParameters = [
  'q',
  'paginator[page]',
  'filters[city][]',
  'order[field]',
  'jobSlug',
  'expandFilter',
];
/** Where the account pages send the visitor afterwards (spec §2). */
const accountParameters = ['forwardUrl', 'action'];
/** What a visit carries to an application, and what a link asks of the vacancy it names. */
const vacancyParameters = ['utm_source', 'gclid', 'suggestedByMatcher', 'detailAction'];

export const pageTypes: readonly PageType[] = [
  {
    id: 'jobs',
    description: 'listado de empleos',
    path: '/empleos',
    status: 200,
    parameters: [...listingParameters, ...vacancyParameters, 'companySlug', 'companyId'],
  },
  { id: 'jobs-search', description: 'resultados de una búsqueda', path: '/empleos?q=medico', status: 200 },
  { id: 'jobs-empty', description: 'búsqueda sin resultados', path: '/empleos?q=zzqxjw', status: 200 },
  {
    id: 'job',
    description: 'página de una vacante',
    path: ({ baseUrl }) => newestVacancyPath(baseUrl),
    status: 200,
  },
  {
    id: 'job-closed',
    description: 'vacante cerrada, con empleos similares',
    path: async ({ closedJobSlug }) => {
      if (!closedJobSlug) throw new Error('This server has no closed vacancy fixture');
      return `/empleos/${encodeURIComponent(closedJobSlug)}`;
    },
    status: 410,
  },
  {
    id: 'landing',
    description: 'landing de empleos en una ciudad',
    path: async ({ baseUrl }) => (await firstLanding(baseUrl, 'by-location')).url,
    status: 200,
    parameters: listingParameters,
  },
  {
    id: 'landing-index',
    description: 'índice de empleos por ciudad',
    path: '/trabajos/empleos-por-ciudades',
    status: 200,
  },
  { id: 'companies', description: 'directorio de empresas', path: '/empresas', status: 200 },
  {
    id: 'company',
    description: 'sitio de empleo de una empresa',
    path: async ({ baseUrl }) =>
      `/empresas/${encodeURIComponent((await newestVacancy(baseUrl)).companySlug)}`,
    status: 200,
    parameters: [...listingParameters, ...vacancyParameters, 'widgetType'],
  },
  {
    id: 'company-job',
    description: 'vacante en el sitio de su empresa',
    path: async ({ baseUrl }) => {
      const { companySlug, jobSlug } = await newestVacancy(baseUrl);
      return `/empresas/${encodeURIComponent(companySlug)}/${encodeURIComponent(jobSlug)}`;
    },
    status: 200,
    parameters: [...vacancyParameters, 'widgetType'],
  },
  { id: 'not-found', description: 'página que no existe', path: '/esta-pagina-no-existe', status: 404 },
  {
    id: 'sign-in',
    description: 'ingreso a la cuenta',
    path: `/ingresar?action=apply&forwardUrl=${encodeURIComponent(btoa('/empleos?action=apply'))}`,
    status: 200,
    private: true,
    parameters: accountParameters,
  },
  {
    id: 'sign-up',
    description: 'registro de una cuenta',
    path: '/registro',
    status: 200,
    private: true,
    parameters: accountParameters,
  },
  {
    id: 'job-alerts',
    description: 'alertas de empleo (visitante)',
    path: '/alertas-de-empleo',
    status: 200,
    private: true,
  },
  {
    id: 'new-job-alert',
    description: 'crear una alerta desde una búsqueda',
    path: '/alertas-de-empleo/nueva?q=medico&filters%5Bcity%5D%5B%5D=bogota',
    status: 200,
    parameters: ['q', 'filters[city][]'],
    private: true,
  },
  {
    id: 'job-alert-unsubscribe',
    description: 'cancelar una alerta desde su correo',
    path: '/alertas-de-empleo/cancelar?token=enlace-de-prueba-sin-usar-1234567890abcdefg',
    status: 200,
    parameters: ['token'],
    private: true,
  },
  {
    id: 'job-alert-confirm',
    description: 'confirmar una alerta desde su correo',
    path: '/alertas-de-empleo/confirmar?token=enlace-de-prueba-sin-usar-1234567890abcdefg',
    status: 200,
    parameters: ['token'],
    private: true,
  },
  {
    id: 'job-alert-manage',
    description: 'gestionar una alerta desde su correo, con un enlace que ya no sirve',
    path: '/alertas-de-empleo/gestionar?token=enlace-de-prueba-sin-usar-1234567890abcdefg',
    status: 404,
    parameters: ['token'],
    private: true,
  },
  {
    id: 'confirm-email',
    description: 'confirmación del correo',
    path: '/registro/confirmar?token=enlace-de-prueba-sin-usar-123',
    status: 200,
    private: true,
    parameters: [...accountParameters, 'token'],
  },
  {
    id: 'forgot-password',
    description: 'pedir el cambio de contraseña',
    path: '/recuperar-clave',
    status: 200,
    private: true,
    parameters: accountParameters,
  },
  {
    id: 'reset-password',
    description: 'elegir una contraseña nueva',
    path: '/recuperar-clave?token=enlace-de-prueba-sin-usar-123',
    status: 200,
    private: true,
    parameters: [...accountParameters, 'token'],
  },
  { id: 'terms', description: 'términos y condiciones', path: '/terminos-y-condiciones', status: 200 },
  {
    id: 'data-policy',
    description: 'política de tratamiento de datos personales',
    path: '/politica-de-tratamiento-de-datos',
    status: 200,
  },
  { id: 'about', description: 'quiénes somos', path: '/quienes-somos', status: 200 },
  { id: 'help', description: 'centro de ayuda', path: '/ayuda', status: 200 },
  { id: 'referrals', description: 'empresas que reciben referidos', path: '/referidos', status: 200 },
  {
    id: 'library',
    description: 'biblioteca digital',
    path: '/biblioteca',
    status: 200,
    parameters: ['q', 'categoria'],
  },
  {
    id: 'region',
    description: 'elegir región e idioma, sin JavaScript',
    path: '/region?volver=%2Fempleos',
    status: 200,
    private: true,
    parameters: ['volver'],
  },
  {
    id: 'referral-company',
    description: 'página de referidos de una empresa, con su formulario',
    path: async ({ baseUrl }) => `/referidos/${encodeURIComponent(await firstReferralSlug(baseUrl))}`,
    status: 200,
    parameters: ['enviado'],
  },
  {
    id: 'account-deleted',
    description: 'aviso de cuenta eliminada',
    path: '/mi-cuenta/eliminada',
    status: 200,
    private: true,
  },
  {
    id: 'partner-hand-over',
    description: 'enlace de ingreso de una aplicación aliada que ya no sirve',
    path: `/continuar-sesion?challenge=${'x'.repeat(43)}&forwardUrl=${encodeURIComponent(btoa('/empleos'))}`,
    status: 401,
    private: true,
    parameters: ['challenge', 'forwardUrl'],
  },
];

export async function resolvePath(pageType: PageType, site: Site): Promise<string> {
  return typeof pageType.path === 'string' ? pageType.path : pageType.path(site);
}

type VacancyCard = { jobSlug: string; companySlug: string };

/** The newest public vacancy, found through the search API. */
async function newestVacancy(baseUrl: string): Promise<VacancyCard> {
  const response = await fetch(new URL('/api/jobs/v1/public/jobs/search?paginator[page]=1', baseUrl));
  if (!response.ok) throw new Error(`The search API answered ${response.status}`);
  const { rows } = (await response.json()) as { rows: VacancyCard[] };
  const vacancy = rows[0];
  if (!vacancy) throw new Error('The search API returned no vacancy');
  return vacancy;
}

/** The page of the newest public vacancy. */
export async function newestVacancyPath(baseUrl: string): Promise<string> {
  return `/empleos/${encodeURIComponent((await newestVacancy(baseUrl)).jobSlug)}`;
}

async function firstLanding(baseUrl: string, type: string): Promise<{ url: string }> {
  const response = await fetch(new URL(`/api/jobs/v1/landing/list/${type}`, baseUrl));
  if (!response.ok) throw new Error(`The landing list API answered ${response.status}`);
  const [landing] = (await response.json()) as { url: string }[];
  if (!landing) throw new Error(`There is no ${type} landing`);
  return landing;
}

/** The first company with a referral page, through the referrals API. */
export async function firstReferralSlug(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/referrals/v1/referrals/sites', baseUrl));
  if (!response.ok) throw new Error(`The referral sites API answered ${response.status}`);
  const [site] = (await response.json()) as { companySlug: string }[];
  if (!site) throw new Error('No company has a referral page');
  return site.companySlug;
}
