import { z } from 'zod';
import { questionTypeSchema } from '../enums.ts';
import { candidateProfileSchema } from './candidate-profile.ts';

export const authUserSchema = z.object({
  id: z.string().min(1),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Failure of any session check reads as not authenticated with no user. */
export const authStateSchema = z.discriminatedUnion('isAuthenticated', [
  z.object({ isAuthenticated: z.literal(true), user: authUserSchema }),
  z.object({ isAuthenticated: z.literal(false), user: z.null() }),
]);
export type AuthState = z.infer<typeof authStateSchema>;

export const linkupSchema = z.object({
  companyId: z.string(),
  companySlug: z.string(),
  origin: z.string(),
});
export type Linkup = z.infer<typeof linkupSchema>;

export const candidateContextSchema = z.object({
  candidate: candidateProfileSchema.nullable(),
  applicationCount: z.number().int().nonnegative(),
  linkups: z.array(linkupSchema),
  availableToApply: z.boolean(),
  termsAccepted: z.boolean(),
});
export type CandidateContext = z.infer<typeof candidateContextSchema>;

export const questionOptionSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const jobQuestionSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  type: questionTypeSchema,
  required: z.boolean(),
  /** Choices of `unique` and `multiple` questions; empty for open ones. */
  options: z.array(questionOptionSchema),
});
export type JobQuestion = z.infer<typeof jobQuestionSchema>;

export const libraryBookSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  author: z.string(),
  coverUrl: z.string().nullable(),
  url: z.string(),
});
export type LibraryBook = z.infer<typeof libraryBookSchema>;
