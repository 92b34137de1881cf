import { z } from 'zod';

/** Calendar date without time, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

export const studySchema = z.object({
  /** Absent until the study is saved. */
  id: z.string().min(1).nullable().optional(),
  institute: z.string(),
  title: z.string(),
  profession: z.string(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  inProgress: z.boolean(),
  countryId: z.number().int().nullable(),
  studyType: z.number().int().nullable(),
});
export type Study = z.infer<typeof studySchema>;

export const experienceSchema = z.object({
  /** Absent until the experience is saved. */
  id: z.string().min(1).nullable().optional(),
  company: z.string(),
  position: z.string(),
  description: z.string(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  atPresent: z.boolean(),
  occupationId: z.number().int().nullable(),
  level: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
});
export type Experience = z.infer<typeof experienceSchema>;

/** Country whose rules apply to the profile: `language` "es" and `iso2` "CO" read as es-CO. */
export const profileCountrySchema = z.object({
  language: z.string(),
  iso2: z.string(),
});
export type ProfileCountry = z.infer<typeof profileCountrySchema>;

export const candidateProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.email().nullable(),
  cityBirthId: z.number().int().nullable(),
  birthdate: isoDateSchema.nullable(),
  phone: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** Country calling code of `phone`, e.g. "+57". */
  countryCode: z.string().nullable(),
  cityId: z.number().int().nullable(),
  sex: z.string().nullable(),
  gender: z.string().nullable(),
  titleOrProfession: z.string().nullable(),
  salary: z.number().nonnegative().nullable(),
  salaryFrequencyId: z.number().int().nullable(),
  currencyPayId: z.number().int().nullable(),
  identificationNumber: z.string().nullable(),
  identificationType: z.string().nullable(),
  civilStatus: z.string().nullable(),
  address: z.string().nullable(),
  country: profileCountrySchema.nullable(),
  studies: z.array(studySchema),
  withoutStudies: z.boolean(),
  experiences: z.array(experienceSchema),
  withoutExperience: z.boolean(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
