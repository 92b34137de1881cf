/**
 * The pages of a company's team, brands and referrals in the analyst area. A module apart from
 * `paths.ts`, whose every link builder reaches every page's scripts: these only reach the analyst
 * pages' chunks.
 */
export const analystPaths = {
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
