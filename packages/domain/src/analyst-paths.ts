import { type QueryParam, withQuery } from './paths.ts';

/** The sections of a company's settings in the analyst area, by their path segment. */
const ANALYST_SETTINGS_SECTIONS = ['sitio-de-empleo', 'referidos', 'datos-personales'] as const;
export type AnalystSettingsSection = (typeof ANALYST_SETTINGS_SECTIONS)[number];

/**
 * The pages of the analyst area below its home (`paths.analystArea`). A module apart from
 * `paths.ts`, whose every link builder reaches every page's scripts: these only reach the analyst
 * pages' chunks.
 */
export const analystPaths = {
  /** One linked company's home in the analyst area. */
  analystCompany: (companySlug: string) => `/analista/${encodeURIComponent(companySlug)}`,
  /** The company's vacancies; `q` searches their titles, `status` keeps one status. */
  analystVacancies: (companySlug: string, { q, status }: { q?: string; status?: string } = {}) =>
    withQuery(`/analista/${encodeURIComponent(companySlug)}/vacantes`, [
      ['q', q?.trim()],
      ['estado', status],
    ]),
  analystNewVacancy: (companySlug: string) => `/analista/${encodeURIComponent(companySlug)}/vacantes/nueva`,
  analystVacancy: (companySlug: string, vacancyId: string) =>
    `/analista/${encodeURIComponent(companySlug)}/vacantes/${encodeURIComponent(vacancyId)}`,
  /** A settings section of the company: general (no section), sitio-de-empleo, referidos, datos-personales. */
  analystSettings: (companySlug: string, section?: AnalystSettingsSection) =>
    `/analista/${encodeURIComponent(companySlug)}/configuracion${section ? `/${section}` : ''}`,
  /** A vacancy's applicants; the query keeps the list's filters (`stage`, `q`, `cityId`…) and page. */
  analystApplicants: (companySlug: string, vacancyId: string, query: readonly QueryParam[] = []) =>
    withQuery(
      `/analista/${encodeURIComponent(companySlug)}/vacantes/${encodeURIComponent(vacancyId)}/postulantes`,
      query,
    ),
  /** The same list as a CSV file for Excel, with the same filters. */
  analystApplicantsExport: (companySlug: string, vacancyId: string, query: readonly QueryParam[] = []) =>
    withQuery(
      `/analista/${encodeURIComponent(companySlug)}/vacantes/${encodeURIComponent(vacancyId)}/postulantes/exportar`,
      query,
    ),
  /** One applicant: résumé, answers, notes and stage actions. */
  analystApplicant: (companySlug: string, applicationId: string) =>
    `/analista/${encodeURIComponent(companySlug)}/postulantes/${encodeURIComponent(applicationId)}`,
  /** One applicant's CV file, downloaded through the analyst area (each download is recorded). */
  analystApplicantCv: (companySlug: string, applicationId: string) =>
    `/analista/${encodeURIComponent(companySlug)}/postulantes/${encodeURIComponent(applicationId)}/hoja-de-vida`,
  /** The company's names and order of its selection stages. */
  analystStageSettings: (companySlug: string) =>
    `/analista/${encodeURIComponent(companySlug)}/configuracion/etapas`,
  /** The link of an analyst invitation e-mail: the invitee signs in (or up) and joins the company. */
  analystInvitation: (token: string) => withQuery('/analista/invitacion', [['token', token]]),
  /** The company's brands: each one's name, logo and colours, and a new one. */
  analystBrands: (companySlug: string) => `/analista/${encodeURIComponent(companySlug)}/configuracion/marcas`,
  /** The company's analysts: inviting another by e-mail, and the pending invitations. */
  analystTeam: (companySlug: string) =>
    `/analista/${encodeURIComponent(companySlug)}/configuracion/analistas`,
  /** The referrals the company received through its referral page. */
  analystReferrals: (companySlug: string) => `/analista/${encodeURIComponent(companySlug)}/referidos`,
  /** One referral's CV file, downloaded through the analyst area (each download is recorded). */
  analystReferralCv: (companySlug: string, referralId: string) =>
    `/analista/${encodeURIComponent(companySlug)}/referidos/${encodeURIComponent(referralId)}/hoja-de-vida`,
} as const;
