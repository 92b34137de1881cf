import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  QUESTION_TYPES,
  SALARY_FREQUENCIES,
  VACANCY_STATUSES,
  type VacancyStatus,
  vacancyStatusSchema,
} from '../enums.ts';
import { LOGO_MEDIA_TYPES, type LogoMediaType } from '../logo-files.ts';
import { VACANCY_ACTIONS } from '../rules/vacancy-actions.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../states.ts';

// The analyst area's API (`/api/analyst`, issue #13): an analyst works for the companies they are
// linked to, and every route that names a company answers 404 for one they are not linked to.

/** The path of every route about one company; its id must be one the analyst is linked to. */
export const analystCompanyParamsSchema = z.strictObject({ companyId: z.uuid() });

/** How an analyst is linked to a company: its owner (who created it) or a recruiter. */
const ANALYST_COMPANY_ROLES = ['owner', 'recruiter'] as const;

/** A company the analyst works for, as the brands switcher and the companies list show it. */
export const linkedCompanySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  role: z.enum(ANALYST_COMPANY_ROLES),
  /** Job site kind (spec §3): public (1) or private (0). */
  isPublic: z.boolean(),
  /** The company this one is a brand of, if any. */
  parentCompanyId: z.uuid().nullable(),
  /** Vacancies by status: how many are published now, and in all. */
  publishedVacancies: z.number().int().min(0),
  totalVacancies: z.number().int().min(0),
  /** Other analysts linked to it. */
  analystCount: z.number().int().min(1),
});
export type LinkedCompany = z.infer<typeof linkedCompanySchema>;

/** The companies the analyst is linked to, by name. */
export const linkedCompaniesSchema = z.object({ companies: z.array(linkedCompanySchema) });

/** A new company the analyst owns ("Invitar una empresa"). */
export const newCompanyRequestSchema = z.strictObject({
  name: z.string().trim().min(2).max(120),
});

/** The answer once the analyst has left the company. */
export const unlinkedSchema = z.object({ unlinked: z.literal(true) });

/** The path of every route about one vacancy of one company. */
export const analystVacancyParamsSchema = z.strictObject({ companyId: z.uuid(), vacancyId: z.uuid() });

/** A search of titles, one status. */
export const analystVacancyQuerySchema = z.strictObject({
  q: z.string().max(200).optional(),
  status: vacancyStatusSchema.optional(),
});

const applicantsByStage = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int().min(0)])) as Record<
    ApplicationStatus,
    z.ZodNumber
  >,
);

/** A vacancy in the company's list: its effective status (expired once past its validity) and its applicants by stage. */
export const analystVacancyRowSchema = z.object({
  id: z.uuid(),
  publicId: z.string(),
  slug: z.string(),
  title: z.string(),
  status: vacancyStatusSchema,
  isConfidential: z.boolean(),
  cities: z.array(z.string()),
  publishedAt: z.iso.datetime().nullable(),
  validThrough: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  applicants: z.number().int().min(0),
  applicantsByStage,
});
export type AnalystVacancyRow = z.infer<typeof analystVacancyRowSchema>;

export const analystVacancyListSchema = z.object({
  vacancies: z.array(analystVacancyRowSchema),
  /** How many of the company's vacancies are in each status, whatever the search. */
  statusCounts: z.object(
    Object.fromEntries(VACANCY_STATUSES.map((status) => [status, z.number().int().min(0)])) as Record<
      VacancyStatus,
      z.ZodNumber
    >,
  ),
});
export type AnalystVacancyList = z.infer<typeof analystVacancyListSchema>;

/**
 * A vacancy as the analyst's form writes it: the fields of the feed import (packages/db/src/import,
 * FORMAT.md), which validates them with its own schema and messages, plus whether the company hides
 * its name. Cities, sectors and the occupation go by name or slug, as in a feed.
 */
export const analystVacancyFormSchema = z.strictObject({
  title: z.unknown().optional(),
  descriptionHtml: z.unknown().optional(),
  cities: z.unknown().optional(),
  sectors: z.unknown().optional(),
  occupation: z.unknown().optional(),
  salaryMin: z.unknown().optional(),
  salaryMax: z.unknown().optional(),
  salaryToAgree: z.unknown().optional(),
  salaryFrequency: z.unknown().optional(),
  currency: z.unknown().optional(),
  employmentType: z.unknown().optional(),
  educationLevel: z.unknown().optional(),
  experienceMonths: z.unknown().optional(),
  isRemote: z.unknown().optional(),
  remoteText: z.unknown().optional(),
  urgent: z.unknown().optional(),
  numberOfQuotas: z.unknown().optional(),
  videoUrl: z.unknown().optional(),
  externalApplyUrl: z.unknown().optional(),
  validThrough: z.unknown().optional(),
  skills: z.unknown().optional(),
  questions: z.unknown().optional(),
  /** The company's name stays off the public pages and the JSON-LD ("Empresa confidencial"). */
  isConfidential: z.boolean().optional(),
});
export type AnalystVacancyForm = z.infer<typeof analystVacancyFormSchema>;

/** A vacancy as its form shows it, with what the public pages know it by. */
export const analystVacancySchema = z.object({
  id: z.uuid(),
  publicId: z.string(),
  slug: z.string(),
  status: vacancyStatusSchema,
  isConfidential: z.boolean(),
  title: z.string(),
  descriptionHtml: z.string(),
  cities: z.array(z.object({ slug: z.string(), name: z.string() })),
  sectors: z.array(z.object({ slug: z.string(), name: z.string() })),
  occupation: z.object({ code: z.string(), title: z.string() }).nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryToAgree: z.boolean(),
  salaryFrequency: z.enum(SALARY_FREQUENCIES),
  currency: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  educationLevel: z.enum(EDUCATION_LEVELS).nullable(),
  experienceMonths: z.number().int(),
  isRemote: z.boolean(),
  remoteText: z.string().nullable(),
  urgent: z.boolean(),
  numberOfQuotas: z.number().int(),
  videoUrl: z.string().nullable(),
  externalApplyUrl: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  validThrough: z.iso.datetime().nullable(),
  skills: z.array(z.object({ name: z.string(), score: z.number().int().min(1).max(4) })),
  questions: z.array(
    z.object({
      id: z.uuid(),
      type: z.enum(QUESTION_TYPES),
      question: z.string(),
      options: z.array(z.string()),
      required: z.boolean(),
    }),
  ),
});
export type AnalystVacancy = z.infer<typeof analystVacancySchema>;

/** What to do with a vacancy: publish, pause or close. */
export const vacancyActionRequestSchema = z.strictObject({ action: z.enum(VACANCY_ACTIONS) });

const webAddress = z.url({ protocol: /^https?$/ }).max(2000);

/** Where uploaded logos are served, each named by its content's SHA-256: an address never changes. */
const LOGO_FILES = '/api/jobs/v1/public/logos/';
const LOGO_FILE_NAME = '[0-9a-f]{64}\\.(?:png|jpg|webp)';
export const logoFilePath = (sha256: string, mediaType: LogoMediaType) =>
  `${LOGO_FILES}${sha256}.${LOGO_MEDIA_TYPES[mediaType]}`;
export const logoFileParamsSchema = z.strictObject({
  file: z.string().regex(new RegExp(`^${LOGO_FILE_NAME}$`)),
});
/** The uploaded logo's address, for the settings or a brand to show. */
export const uploadedLogoSchema = z.object({ logoUrl: z.string() });

/**
 * A logo's address: an uploaded one, served by this site; a small image written into the address
 * itself, as the seed writes companies' initials (`data:image/svg+xml,…`); or a web address, as
 * saved before uploads, which the pages' CSP (images from this site only) does not show.
 */
const logoAddress = z.union([
  z.string().regex(new RegExp(`^${LOGO_FILES}${LOGO_FILE_NAME}$`)),
  webAddress,
  z
    .string()
    .max(2000)
    .regex(/^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/),
]);
const colour = z.string().regex(/^#[0-9a-f]{6}$/);

/** A company's settings (issue #13): what its public job site shows. */
export const companySettingsSchema = z.object({
  name: z.string().trim().min(2).max(120),
  /** HTML, sanitized when saved. */
  description: z.string().max(10_000).nullable(),
  logoUrl: logoAddress.nullable(),
  primaryColor: colour.nullable(),
  secondaryColor: colour.nullable(),
  websiteUrl: webAddress.nullable(),
  facebookUrl: webAddress.nullable(),
  instagramUrl: webAddress.nullable(),
  linkedinUrl: webAddress.nullable(),
  youtubeUrl: webAddress.nullable(),
  tiktokUrl: webAddress.nullable(),
  xUrl: webAddress.nullable(),
  /** Job site kind (spec §3): public (1), listed in the site's search, or private (0). */
  jobSiteKind: z.union([z.literal(0), z.literal(1)]),
  /** The company's own personal-data policy. */
  dataPolicyUrl: webAddress.nullable(),
  /** The referral page (the referrals feature reads it); null: none yet. */
  referral: z
    .object({
      isEnabled: z.boolean(),
      title: z.string().trim().min(1).max(200),
      introHtml: z.string().max(10_000).nullable(),
      termsUrl: webAddress.nullable(),
      allowsUpload: z.boolean(),
    })
    .nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** The settings as read add the company's brands, which are companies of their own. */
export const companySettingsResponseSchema = companySettingsSchema.extend({
  slug: z.string(),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
});

/** A brand of a company (spec §3, "Brand menu"): a company of its own, with its parent's analysts. */
export const brandParamsSchema = z.strictObject({ companyId: z.uuid(), brandId: z.uuid() });

/** What an analyst sets of a brand: its name, logo and colours. */
export const brandRequestSchema = z.strictObject({
  name: z.string().trim().min(2).max(120),
  logoUrl: logoAddress.nullable(),
  primaryColor: colour.nullable(),
  secondaryColor: colour.nullable(),
});
export type BrandRequest = z.infer<typeof brandRequestSchema>;

export const brandSchema = brandRequestSchema.extend({ id: z.uuid(), slug: z.string() });
export type Brand = z.infer<typeof brandSchema>;

/** The company's brands, by name. */
export const brandsSchema = z.object({ brands: z.array(brandSchema) });

/** An invitation of another analyst to the company, by e-mail. */
export const invitationParamsSchema = z.strictObject({ companyId: z.uuid(), invitationId: z.uuid() });

export const newInvitationRequestSchema = z.strictObject({ email: z.email().max(254) });

/** An invitation cancelled: its link no longer works. */
export const invitationCancelledSchema = z.object({ cancelled: z.literal(true) });

/** A pending invitation: to whom, by whom, until when (an expired one can be sent again). */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The company's pending invitations, newest first. */
export const invitationsSchema = z.object({ invitations: z.array(invitationSchema) });

/** The token of an invitation's link (only its hash is stored). */
export const invitationTokenRequestSchema = z.strictObject({ token: z.string().min(20).max(200) });

/** What the invitation's page shows before the invitee signs in: the company, and for whom it is. */
export const invitationPreviewSchema = z.object({ companyName: z.string(), email: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Accepted: the company the invitee now works for. */
export const invitationAcceptedSchema = z.object({ companySlug: z.string(), companyName: z.string() });

/** A referral the company received through its referral page, as its analysts see it. */
export const referralParamsSchema = z.strictObject({ companyId: z.uuid(), referralId: z.uuid() });

export const analystReferralSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  documentType: z.string().nullable(),
  identificationNumber: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  cityBirth: z.string().nullable(),
  comments: z.string().nullable(),
  vacancies: z.array(z.object({ title: z.string(), jobSlug: z.string() })),
  /** The CV's file name, when one was sent. */
  cvFileName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AnalystReferral = z.infer<typeof analystReferralSchema>;

/** The referrals of the company's referral page, newest first. */
export const analystReferralsSchema = z.object({ referrals: z.array(analystReferralSchema) });
