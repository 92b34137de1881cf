import { z } from 'zod';
import { candidateProfileSchema, experienceSchema, studySchema } from '../entities/candidate-profile.ts';
import { skillSchema } from '../entities/job-detail.ts';
import { COUNTRY_CODES, CURRENCIES, SALARY_FREQUENCIES } from '../enums.ts';
import { REQUIRED_PROFILE_FIELDS } from '../rules/profile-completeness.ts';

// The candidate's résumé, "Hoja de vida" (spec §3 Candidate profile, Study, Experience, Skill;
// §7 Profile host), and the writes of the page `/hoja-de-vida`.

/** Sex as the profile records it (the `candidates.sex` column holds the same values). */
export const SEXES = ['female', 'male', 'intersex'] as const;
/** Gender identity, a choice rather than free text so it reads the same in every language. */
export const GENDERS = ['woman', 'man', 'non_binary', 'other', 'undisclosed'] as const;
export const CIVIL_STATUSES = ['single', 'married', 'common_law', 'divorced', 'widowed'] as const;

/** `salaryFrequencyId` is the 1-based position in `SALARY_FREQUENCIES` (1 HOUR … 5 YEAR). */
export const salaryFrequencyOfId = (id: number | null) =>
  id === null ? null : (SALARY_FREQUENCIES[id - 1] ?? null);
export const salaryFrequencyIdOf = (frequency: string | null) => {
  const index = SALARY_FREQUENCIES.indexOf(frequency as (typeof SALARY_FREQUENCIES)[number]);
  return index < 0 ? null : index + 1;
};
/** `currencyPayId` is the 1-based position in `CURRENCIES` (1 COP, 2 MXN, 3 USD). */
export const currencyOfId = (id: number | null) => (id === null ? null : (CURRENCIES[id - 1] ?? null));
export const currencyIdOf = (currency: string | null) => {
  const index = CURRENCIES.indexOf(currency as (typeof CURRENCIES)[number]);
  return index < 0 ? null : index + 1;
};

/** The CV file kinds a candidate may upload: PDF and Word (DOCX), at most 5 MB. */
export const CV_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type CvContentType = (typeof CV_CONTENT_TYPES)[number];
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const cvFileSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(CV_CONTENT_TYPES),
  sizeBytes: z.number().int().positive(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type CvFile = z.infer<typeof cvFileSchema>;

/** The name the file had on the candidate's device. */
export const cvUploadQuerySchema = z.strictObject({ fileName: z.string().max(255).default('hoja-de-vida') });

const PROFILE_REQUIREMENTS = [...REQUIRED_PROFILE_FIELDS, 'address', 'experiences', 'studies'] as const;

/**
 * How complete the résumé is by the rule of its country (spec §5: es-MX needs the names and the
 * e-mail, any other country everything): a percentage, and what is missing, each with the form
 * field (`field`, the id of its anchor on `/hoja-de-vida`) where it is filled in.
 */
export const missingProfileItemSchema = z.object({
  requirement: z.enum(PROFILE_REQUIREMENTS),
  field: z.string(),
});

export const profileCompletenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  complete: z.boolean(),
  missing: z.array(missingProfileItemSchema),
});

export const resumeStudySchema = studySchema.extend({
  id: z.string(),
  studyTypeName: z.string(),
  countryName: z.string(),
});
export type ResumeStudy = z.infer<typeof resumeStudySchema>;

export const resumeExperienceSchema = experienceSchema.extend({
  id: z.string(),
  occupationName: z.string(),
  levelName: z.string(),
  cityName: z.string(),
});
export type ResumeExperience = z.infer<typeof resumeExperienceSchema>;

/**
 * The résumé, as read and as every résumé write answers it: the §3 candidate profile
 * (`identificationType` is the id of a document type, as text; `countryCode` the calling code of
 * the chosen country; latitude and longitude those of the city of residence), the names of what it
 * points to, the skills, the CV file's description, and the completeness.
 */
export const candidateResumeSchema = candidateProfileSchema.extend({
  id: z.string(),
  countryId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  cityBirthName: z.string().nullable(),
  studies: z.array(resumeStudySchema),
  experiences: z.array(resumeExperienceSchema),
  skills: z.array(skillSchema),
  cv: cvFileSchema.nullable(),
  completeness: profileCompletenessSchema,
});
export type CandidateResume = z.infer<typeof candidateResumeSchema>;

// Writes. Types are checked here; the rules of §5 (lengths, dates, choices) by the domain rules in
// the route, which answer 400 with a message under each field (`fields`).

const text = z.string().max(10_000);
const optionalText = text.nullable().optional();
const id = z.number().int().positive().max(2_147_483_647);
const optionalId = id.nullable().optional();
const date = z.string().max(40).nullable().optional();

/** The personal data, every field at once (null clears one). */
export const personalDataRequestSchema = z.strictObject({
  firstName: text,
  lastName: text,
  birthdate: date,
  cityBirthId: optionalId,
  phone: optionalText,
  countryId: optionalId,
  cityId: optionalId,
  address: optionalText,
  sex: optionalText,
  gender: optionalText,
  civilStatus: optionalText,
  identificationType: optionalId,
  identificationNumber: optionalText,
  titleOrProfession: optionalText,
});

/** The salary expectation. */
export const salaryRequestSchema = z.strictObject({
  salary: z.number().nullable(),
  salaryFrequencyId: optionalId,
  currencyPayId: optionalId,
});

export const studyRequestSchema = z.strictObject({
  institute: text,
  title: text,
  profession: text,
  startDate: date,
  endDate: date,
  inProgress: z.boolean(),
  countryId: optionalId,
  studyType: optionalId,
});

export const experienceRequestSchema = z.strictObject({
  company: text,
  position: text,
  description: optionalText,
  startDate: date,
  endDate: date,
  atPresent: z.boolean(),
  occupationId: optionalId,
  level: optionalId,
  cityId: optionalId,
});

export const studyParamsSchema = z.strictObject({ studyId: z.uuid() });
export const experienceParamsSchema = z.strictObject({ experienceId: z.uuid() });
export const skillParamsSchema = z.strictObject({
  skillId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The score of a skill of the catalogue, added or changed. */
export const skillRequestSchema = z.strictObject({ score: z.number().int() });

export const withoutStudiesRequestSchema = z.strictObject({ withoutStudies: z.boolean() });
export const withoutExperienceRequestSchema = z.strictObject({ withoutExperience: z.boolean() });

const namedOption = z.object({ id: z.number().int(), name: z.string() });

/**
 * The short lists the résumé form chooses from (cities and occupations are searched instead).
 */
export const resumeFormOptionsSchema = z.object({
  countries: z.array(
    z.object({ id: z.number().int(), code: z.enum(COUNTRY_CODES), name: z.string(), phoneCode: z.string() }),
  ),
  documentTypes: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), countryId: z.number().int() }),
  ),
  studyTypes: z.array(namedOption),
  positionLevels: z.array(namedOption),
  skills: z.array(namedOption),
});
export type ResumeFormOptions = z.infer<typeof resumeFormOptionsSchema>;

export const placeSearchQuerySchema = z.strictObject({
  q: z.string().max(120).default(''),
  country: z.enum(COUNTRY_CODES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const occupationSearchQuerySchema = z.strictObject({
  q: z.string().max(120).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A city found by name: `label` adds its department ("Medellín, Antioquia"). */
export const citySearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  countryCode: z.string(),
});
export type CitySearchResult = z.infer<typeof citySearchResultSchema>;

/** An occupation (CIUO-08) found by one of its job titles. */
export const occupationSearchResultSchema = z.object({ id: z.number().int(), name: z.string() });
export type OccupationSearchResult = z.infer<typeof occupationSearchResultSchema>;
