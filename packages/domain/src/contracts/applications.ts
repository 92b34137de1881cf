import { z } from 'zod';
import { jobQuestionSchema } from '../entities/candidate.ts';
import { applicationStatusSchema } from '../states.ts';
import { publicIdSchema } from './jobs/params.ts';
import { LEGAL_TEXT_KINDS } from './profile.ts';

// Applying (spec §7, "Profile host" terms rows and the private "Jobs host" questionnaire and apply
// rows) and following one's applications ("Procesos").

/** One legal text in force and whether the signed-in person accepted that version. */
const termsVersionStatusSchema = z.object({
  kind: z.enum(LEGAL_TEXT_KINDS),
  version: z.string(),
  title: z.string(),
  accepted: z.boolean(),
});

/**
 * Whether the candidate accepted the legal texts, as read and as accepting them answers: `accepted`
 * once the candidate accepted every legal text in force (a new version asks again).
 */
export const candidateTermsStatusSchema = z.object({
  accepted: z.boolean(),
  inForce: z.array(termsVersionStatusSchema),
});
export type CandidateTermsStatus = z.infer<typeof candidateTermsStatusSchema>;

const versionSchema = z.string().min(1).max(40);

/**
 * The versions the candidate read and accepts, as the legal texts served them; a version no longer
 * in force is a 409.
 */
export const acceptCandidateTermsSchema = z.strictObject({
  versions: z.strictObject({ terms: versionSchema, data_policy: versionSchema }),
});

export const questionnaireParamsSchema = z.strictObject({ jobId: publicIdSchema });

/** The vacancy's questions in order; option ids are what an application sends back. */
export const questionnaireSchema = z.object({
  jobId: z.string(),
  questions: z.array(jobQuestionSchema),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

const utmValue = z.string().max(500).optional();

/** The campaign parameters of the visit that ended in the application; others are dropped. */
export const utmPayloadSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
  utm_id: utmValue,
  gclid: utmValue,
});
export type UtmPayload = z.infer<typeof utmPayloadSchema>;

/**
 * One answer: `text` for open questions, `optionIds` for choice ones. Lengths are checked per
 * question (140 or 2500 characters), with a message under the question; this bound only stops
 * abuse.
 */
const questionAnswerSchema = z.strictObject({
  questionId: z.uuid(),
  text: z.string().max(10_000).optional(),
  optionIds: z.array(z.string().max(20)).max(50).optional(),
});

export const applyRequestSchema = z.strictObject({
  jobId: publicIdSchema,
  answers: z.array(questionAnswerSchema).max(100).default([]),
  utmPayload: utmPayloadSchema.default({}),
  /** The vacancy was reached from the candidate's suggestions (`suggestedByMatcher=true`). */
  suggestedByMatcher: z.boolean().default(false),
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

/** One step of an application's timeline; the web words it ("Enviaste tu hoja de vida"…). */
const applicationEventSchema = z.object({
  kind: z.enum(['submitted', 'status_changed']),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema.nullable(),
  at: z.iso.datetime({ offset: true }),
});

/** An application as its candidate sees it: the vacancy, the status and the timeline, oldest first. */
export const candidateApplicationSchema = z.object({
  id: z.uuid(),
  status: applicationStatusSchema,
  /** The company's own name for this stage (analyst area, stage settings); null: the site's wording. */
  stageLabel: z.string().nullable(),
  appliedAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  vacancy: z.object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    companyName: z.string(),
    companySlug: z.string(),
    companyLogo: z.string().nullable(),
    /** Still open: its page shows; a closed one answers 410 with similar vacancies. */
    isLive: z.boolean(),
  }),
  events: z.array(applicationEventSchema),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/**
 * The answer of an application: 201 with the new application, 200 with the one that already existed
 * (`alreadyApplied`: a double click, a retry, a second tab), or 200 with the company's own address
 * for a vacancy that takes applications there (`externalApplyUrl`; the click-out is recorded as the
 * candidate's apply state, no application is created).
 */
export const applyResponseSchema = z.object({
  alreadyApplied: z.boolean(),
  message: z.string(),
  application: candidateApplicationSchema.nullable(),
  externalApplyUrl: z.string().nullable(),
});
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

export const CANDIDATE_APPLICATIONS_PAGE_SIZE = 20;

/** A page of the candidate's applications. */
export const candidateApplicationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Newest first, `CANDIDATE_APPLICATIONS_PAGE_SIZE` a page. */
export const candidateApplicationsSchema = z.object({
  rows: z.array(candidateApplicationSchema),
  totalRows: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CandidateApplications = z.infer<typeof candidateApplicationsSchema>;

/** The application one withdraws. */
export const applicationParamsSchema = z.strictObject({ applicationId: z.uuid() });
