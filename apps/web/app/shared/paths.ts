/** What the jobs listing URL carries; page 1 and an empty term are left out of the URL. */
export type JobsQuery = { readonly q?: string; readonly page?: number };

const segment = (value: string): string => encodeURIComponent(value);

// Built by hand rather than with qs so that the browser bundle stays small; the keys follow the
// qs style the API and the listing loader parse (`paginator[page]`).
function jobsSearch({ q, page }: JobsQuery): string {
  const parts: string[] = [];
  const term = q?.trim();
  if (term) parts.push(`q=${encodeURIComponent(term)}`);
  if (page !== undefined && page > 1) parts.push(`paginator[page]=${page}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** Every URL of the site, in Spanish as the spec names them; components never build paths by hand. */
export const paths = {
  home: () => '/',
  jobs: (query: JobsQuery = {}) => `/empleos${jobsSearch(query)}`,
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
  analystArea: () => '/analista',
  jobAlerts: () => '/alertas-de-empleo',
  referrals: () => '/referidos',
  library: () => '/biblioteca',
  about: () => '/quienes-somos',
  help: () => '/ayuda',
  terms: () => '/terminos-y-condiciones',
  dataPolicy: () => '/politica-de-tratamiento-de-datos',
} as const;
