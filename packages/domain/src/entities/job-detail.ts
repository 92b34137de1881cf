import { z } from 'zod';

export const SKILL_SCORE_MIN = 1;
export const SKILL_SCORE_MAX = 4;

export const skillSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  score: z.number().int().min(SKILL_SCORE_MIN).max(SKILL_SCORE_MAX),
});
export type Skill = z.infer<typeof skillSchema>;

export const offerDetailItemSchema = z.object({
  icon: z.string(),
  text: z.string(),
});
export type OfferDetailItem = z.infer<typeof offerDetailItemSchema>;

export const offerDetailSchema = z.object({
  /** Sanitized HTML. */
  offerDescription: z.string(),
  offerDetailsList: z.array(offerDetailItemSchema),
  cities: z.array(z.string()),
  isRemote: z.boolean(),
  textRemote: z.string(),
  /** Video URL, loaded only when the visitor asks for it. */
  jobVideo: z.string().nullable(),
  isApplied: z.boolean(),
  selectedJobId: z.string().nullable(),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const similarJobSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  cities: z.array(z.string()),
  salary: z.string(),
  experience: z.string(),
  contractType: z.string(),
  jobUrlSlug: z.string(),
});
export type SimilarJob = z.infer<typeof similarJobSchema>;
