import { z } from 'zod';
import { DISCARD_REASONS, MIDDLE_STAGES, STAGE_LABEL_MAX_LENGTH } from '../rules/application-stages.ts';
import { applicationStatusSchema } from '../states.ts';

// The applicants of a company's vacancies (`/api/analyst`, issue #13): who applied, their résumé
// and answers, the company's notes, and moving them through the selection process. Every path
// names the company first; a company the analyst is not linked to, or a vacancy or application
// of another company, answers 404.

export const APPLICANTS_PAGE_SIZE = 25;

/** `…/companies/{companyId}/vacancies/{vacancyId}/applicants…` */
export const vacancyApplicantsParamsSchema = z.strictObject({ companyId: z.uuid(), vacancyId: z.uuid() });

/** `…/companies/{companyId}/applications/{applicationId}…` */
export const companyApplicationParamsSchema = z.strictObject({
  companyId: z.uuid(),
  applicationId: z.uuid(),
});

/** `…/companies/{companyId}/stages` */
export const companyStagesParamsSchema = z.strictObject({ companyId: z.uuid() });

const optionText = z.string().min(1).max(500);

/**
 * Filters of the applicants list; in the query string (`?stage=Finalists&answers[<questionId>]=Sí`).
 * `answers` keeps applicants who chose, for each question named, one of the options given.
 */
export const applicantsQuerySchema = z.strictObject({
  q: z.string().trim().max(120).optional(),
  stage: applicationStatusSchema.optional(),
  cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  studyTypeId: z.coerce.number().int().positive().max(32_767).optional(),
  /** At least this many years of work experience, summed over the résumé's experiences. */
  minExperienceYears: z.coerce.number().int().min(0).max(50).optional(),
  answers: z.record(z.uuid(), z.union([optionText, z.array(optionText).max(50)])).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ApplicantsQuery = z.input<typeof applicantsQuerySchema>;

/** A stage as a company names it: the status it stands for and its label (null: the product's). */
export const companyStageSchema = z.object({
  status: applicationStatusSchema,
  label: z.string().nullable(),
});
export type CompanyStage = z.infer<typeof companyStageSchema>;

/** The six stages in the company's pipeline order (Sent, middle, Hired, Discarded). */
export const companyStagesSchema = z.object({ stages: z.array(companyStageSchema) });
export type CompanyStages = z.infer<typeof companyStagesSchema>;

const stageLabelSchema = z.string().trim().min(1).max(STAGE_LABEL_MAX_LENGTH);

/**
 * The middle stages in their new order, each with its name (empty or absent: the product's). Each
 * middle stage exactly once.
 */
export const companyStagesRequestSchema = z.strictObject({
  middle: z
    .array(
      z.strictObject({
        status: z.enum(MIDDLE_STAGES),
        label: z.union([stageLabelSchema, z.literal('')]).optional(),
      }),
    )
    .length(MIDDLE_STAGES.length)
    .refine((middle) => new Set(middle.map((stage) => stage.status)).size === MIDDLE_STAGES.length, {
      message: 'Cada etapa debe aparecer una sola vez',
    }),
});
export type CompanyStagesRequest = z.infer<typeof companyStagesRequestSchema>;

/** One applicant in the list of a vacancy. */
export const applicantSummarySchema = z.object({
  applicationId: z.uuid(),
  status: applicationStatusSchema,
  /** What a move must state (`expectedVersion`): raised by every move. */
  version: z.number().int().min(0),
  appliedAt: z.iso.datetime({ offset: true }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  cityName: z.string().nullable(),
  experienceYears: z.number().int().min(0),
  /** The highest study type on the résumé, by name. */
  studyTypeName: z.string().nullable(),
  noteCount: z.number().int().min(0),
});
export type ApplicantSummary = z.infer<typeof applicantSummarySchema>;

const filterOptionSchema = z.object({ id: z.number().int(), name: z.string(), total: z.number().int() });

/** A page of applicants, newest first, and the filters' options. */
export const vacancyApplicantsSchema = z.object({
  vacancy: z.object({ id: z.uuid(), title: z.string(), status: z.string(), publicId: z.string() }),
  stages: z.array(companyStageSchema.extend({ total: z.number().int().min(0) })),
  rows: z.array(applicantSummarySchema),
  totalRows: z.number().int().min(0),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  filters: z.object({
    cities: z.array(filterOptionSchema),
    studyTypes: z.array(filterOptionSchema),
    /** The choice questions of the vacancy, with their options. */
    questions: z.array(
      z.object({
        id: z.uuid(),
        text: z.string(),
        type: z.enum(['unique', 'multiple']),
        options: z.array(z.string()),
      }),
    ),
  }),
});
export type VacancyApplicants = z.infer<typeof vacancyApplicantsSchema>;

const periodSchema = {
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
};

/** An event of the application's timeline as the company sees it: moves, with who and why, and notes. */
export const applicantEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['submitted', 'status_changed', 'note']),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema.nullable(),
  discardReason: z.enum(DISCARD_REASONS).nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type ApplicantEvent = z.infer<typeof applicantEventSchema>;

/** The résumé, the answers and the timeline (reading it is recorded). */
export const applicantDetailSchema = z.object({
  applicationId: z.uuid(),
  status: applicationStatusSchema,
  version: z.number().int().min(0),
  appliedAt: z.iso.datetime({ offset: true }),
  vacancy: z.object({ id: z.uuid(), title: z.string() }),
  stages: z.array(companyStageSchema),
  candidate: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    title: z.string().nullable(),
    cityName: z.string().nullable(),
    birthdate: z.iso.date().nullable(),
    salary: z.number().nullable(),
    salaryCurrency: z.string().nullable(),
    withoutStudies: z.boolean(),
    withoutExperience: z.boolean(),
    studies: z.array(
      z.object({
        institute: z.string(),
        title: z.string(),
        studyTypeName: z.string(),
        inProgress: z.boolean(),
        ...periodSchema,
      }),
    ),
    experiences: z.array(
      z.object({
        company: z.string(),
        position: z.string(),
        description: z.string().nullable(),
        cityName: z.string().nullable(),
        atPresent: z.boolean(),
        ...periodSchema,
      }),
    ),
  }),
  answers: z.array(
    z.object({
      questionId: z.uuid(),
      question: z.string(),
      type: z.enum(['unique', 'multiple', 'openShort', 'openLong']),
      text: z.string().nullable(),
      selectedOptions: z.array(z.string()),
    }),
  ),
  /** Whether the candidate keeps a CV file, downloadable at `…/applications/{applicationId}/cv`. */
  hasCv: z.boolean(),
  events: z.array(applicantEventSchema),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

/** A note only the company's analysts see. */
export const applicantNoteRequestSchema = z.strictObject({ note: z.string().trim().min(1).max(2000) });
export const applicantNoteSchema = z.object({ event: applicantEventSchema });

/**
 * A move: to a chosen stage, or to the next one (`to: 'next'`); Discarded takes a reason. The
 * move states the version it saw: if the application moved since, the answer is 409 and nothing
 * changes.
 */
const stageTargetSchema = z.union([applicationStatusSchema, z.literal('next')]);

export const applicantMoveRequestSchema = z.strictObject({
  to: stageTargetSchema,
  expectedVersion: z.coerce.number().int().min(0).max(2_147_483_647),
  reason: z.enum(DISCARD_REASONS).optional(),
});
export type ApplicantMoveRequest = z.infer<typeof applicantMoveRequestSchema>;

/** The application after a move. */
export const applicantMovedSchema = z.object({
  applicationId: z.uuid(),
  status: applicationStatusSchema,
  version: z.number().int().min(0),
});
export type ApplicantMoved = z.infer<typeof applicantMovedSchema>;

/** The same move for a selection. */
export const bulkApplicantMoveRequestSchema = z.strictObject({
  to: stageTargetSchema,
  reason: z.enum(DISCARD_REASONS).optional(),
  applications: z
    .array(
      z.strictObject({
        applicationId: z.uuid(),
        expectedVersion: z.coerce.number().int().min(0).max(2_147_483_647),
      }),
    )
    .min(1)
    .max(200),
});
export type BulkApplicantMoveRequest = z.infer<typeof bulkApplicantMoveRequestSchema>;

/**
 * Each application of the selection: moved, changed by someone else since it was read
 * (`conflict`), or not movable there (`refused`, e.g. back to Sent, or no longer of this vacancy).
 */
export const bulkApplicantMoveSchema = z.object({
  moved: z.array(applicantMovedSchema),
  conflicts: z.array(z.uuid()),
  refused: z.array(z.uuid()),
});
export type BulkApplicantMove = z.infer<typeof bulkApplicantMoveSchema>;
