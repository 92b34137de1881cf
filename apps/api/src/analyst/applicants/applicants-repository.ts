import type { Db } from '@camello/db';
import {
  type ApplicationStatus,
  type DiscardReason,
  isMiddleStageOrder,
  MIDDLE_STAGES,
  type MiddleStage,
  nextStageOf,
  pipelineOf,
  type StageMoveRefusal,
  stageMoveRefusal,
} from '@camello/domain';
import type {
  ApplicantDetail,
  ApplicantEvent,
  ApplicantMoved,
  ApplicantSummary,
  CompanyStage,
  VacancyApplicants,
} from '@camello/domain/contracts';

// The applicants of a company's vacancies as its analysts see them. Every function takes the
// analyst's user id and the company's id, and the link between them is part of each query: a
// company the analyst is not linked to reads as no company at all.

const LINKED = `EXISTS (SELECT 1 FROM analyst_companies ac WHERE ac.analyst_id = $1 AND ac.company_id = $2)`;

/** Applicant filters, already validated. */
export type ApplicantFilters = {
  q?: string;
  stage?: ApplicationStatus;
  cityId?: number;
  studyTypeId?: number;
  minExperienceYears?: number;
  /** Question id → options, one of which the applicant must have chosen. */
  answers?: Record<string, string | string[]>;
};

/** What a move did. */
export type MoveOutcome =
  | { kind: 'moved'; moved: ApplicantMoved; from: ApplicationStatus; eventId: number }
  | { kind: 'notFound' }
  | { kind: 'conflict'; current: ApplicantMoved }
  | { kind: 'refused'; refusal: StageMoveRefusal | 'noNextStage' };

export type StageMoveInput = {
  applicationId: string;
  expectedVersion: number;
  to: ApplicationStatus | 'next';
  reason?: DiscardReason;
  /** Only applications of this vacancy (bulk moves from one vacancy's list). */
  vacancyId?: string;
};

/** An applicant of the list, with the contact data the CSV export adds. */
export type ApplicantRow = ApplicantSummary & { email: string; phone: string | null };

/** A page of a vacancy's applicants, as the list and the export read it. */
export type ApplicantsPage = Omit<VacancyApplicants, 'page' | 'pageSize' | 'rows'> & { rows: ApplicantRow[] };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Total months of work on a candidate's résumé (`ca` in scope); `now` names the parameter of now. */
const experienceMonthsSql = (now: string) => `coalesce((
    SELECT sum((extract(year FROM age(coalesce(x.end_date, ${now}::date), x.start_date)) * 12
              + extract(month FROM age(coalesce(x.end_date, ${now}::date), x.start_date)))::int)
      FROM experiences x WHERE x.candidate_id = ca.id), 0)`;

type StageRow = { status: MiddleStage; label: string | null; position: number };

/** The six stages in the company's order, with its labels (null: the product's wording). */
function stagesFrom(rows: readonly StageRow[]): CompanyStage[] {
  const ordered = [...rows].sort((a, b) => a.position - b.position).map((row) => row.status);
  const order = isMiddleStageOrder(ordered) ? ordered : MIDDLE_STAGES;
  const labels = new Map(rows.map((row) => [row.status, row.label]));
  return pipelineOf(order).map((status) => ({
    status,
    label: labels.get(status as MiddleStage) ?? null,
  }));
}

const middleOrderOf = (stages: readonly CompanyStage[]) =>
  stages
    .map((stage) => stage.status)
    .filter((status): status is MiddleStage => (MIDDLE_STAGES as readonly string[]).includes(status));

type EventRow = Omit<ApplicantEvent, 'at' | 'id'> & { id: string | number; at: Date };
const asEvent = ({ at, id, ...row }: EventRow): ApplicantEvent => ({
  ...row,
  id: Number(id),
  at: at.toISOString(),
});

const EVENT_COLUMNS = `e.id, e.kind, e.from_status AS "fromStatus", e.to_status AS "toStatus",
  e.discard_reason AS "discardReason", e.note, e.created_at AS at,
  nullif(concat_ws(' ', an.first_name, an.last_name), '') AS "actorName"`;

export function applicantsRepository(db: Db) {
  /** The company's stages; null when the analyst is not linked to it. */
  async function stagesOf(userId: string, companyId: string, tx: Db = db): Promise<CompanyStage[] | null> {
    const { rows } = await tx.query<{ linked: boolean; stages: StageRow[] }>(
      `SELECT ${LINKED} AS linked,
              coalesce((SELECT json_agg(json_build_object('status', s.status, 'label', s.label, 'position', s.position))
                          FROM company_stage_labels s WHERE s.company_id = $2), '[]') AS stages`,
      [userId, companyId],
    );
    const row = rows[0];
    return row?.linked ? stagesFrom(row.stages) : null;
  }

  async function eventsOf(applicationId: string, tx: Db): Promise<ApplicantEvent[]> {
    const { rows } = await tx.query<EventRow>(
      `SELECT ${EVENT_COLUMNS}
         FROM application_events e LEFT JOIN analysts an ON an.user_id = e.actor_user_id
        WHERE e.application_id = $1
        ORDER BY e.id`,
      [applicationId],
    );
    return rows.map(asEvent);
  }

  /**
   * Moves one application of the company in one transaction: locks it, compares the version the
   * analyst saw, checks the move, writes the new status and its event (with who and when). Of two
   * concurrent moves stating the same version, the second waits for the first and finds another.
   */
  async function move(
    userId: string,
    companyId: string,
    input: StageMoveInput,
    at: Date,
    tx: Db = db,
  ): Promise<MoveOutcome> {
    return tx.transaction(async (inner) => {
      const stages = await stagesOf(userId, companyId, inner);
      if (!stages) return { kind: 'notFound' };
      const { rows } = await inner.query<{ status: ApplicationStatus; version: number }>(
        `SELECT a.status, a.version FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
          WHERE a.id = $1 AND coalesce(v.hiring_company_id, v.company_id) = $2 AND ($3::uuid IS NULL OR v.id = $3)
          FOR UPDATE OF a`,
        [input.applicationId, companyId, input.vacancyId ?? null],
      );
      const current = rows[0];
      if (!current) return { kind: 'notFound' };
      if (current.version !== input.expectedVersion)
        return {
          kind: 'conflict',
          current: { applicationId: input.applicationId, status: current.status, version: current.version },
        };
      const to = input.to === 'next' ? nextStageOf(current.status, middleOrderOf(stages)) : input.to;
      if (!to) return { kind: 'refused', refusal: 'noNextStage' };
      const refusal = stageMoveRefusal({ from: current.status, to, reason: input.reason ?? null });
      if (refusal) return { kind: 'refused', refusal };
      const version = current.version + 1;
      await inner.query('UPDATE applications SET status = $2, version = $3, updated_at = $4 WHERE id = $1', [
        input.applicationId,
        to,
        version,
        at,
      ]);
      const event = await inner.query<{ id: string }>(
        `INSERT INTO application_events (application_id, kind, from_status, to_status, discard_reason,
                                         actor_user_id, created_at)
         VALUES ($1, 'status_changed', $2, $3, $4, $5, $6) RETURNING id`,
        [input.applicationId, current.status, to, input.reason ?? null, userId, at],
      );
      return {
        kind: 'moved',
        from: current.status,
        eventId: Number(event.rows[0]?.id),
        moved: { applicationId: input.applicationId, status: to, version },
      };
    });
  }

  /** A vacancy of the company, when the analyst is linked to it. */
  async function vacancyOf(userId: string, companyId: string, vacancyId: string, tx: Db = db) {
    const { rows } = await tx.query<VacancyApplicants['vacancy']>(
      `SELECT id, title, status, public_id AS "publicId" FROM vacancies WHERE id = $3 AND coalesce(hiring_company_id, company_id) = $2 AND ${LINKED}`,
      [userId, companyId, vacancyId],
    );
    return rows[0] ?? null;
  }

  return {
    stagesOf,
    vacancyOf,
    move,

    /**
     * Moves an application the company has not opened yet (Sent) to Pending: the company saw the
     * résumé. Null when there was nothing to move (already seen, not the company's, or moved by
     * someone else at the same moment).
     */
    async markSeen(userId: string, companyId: string, applicationId: string, at: Date, tx: Db = db) {
      const { rows } = await tx.query<{ version: number }>(
        `SELECT a.version FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
          WHERE a.id = $1 AND coalesce(v.hiring_company_id, v.company_id) = $2 AND a.status = 'Sent'`,
        [applicationId, companyId],
      );
      const seen = rows[0];
      if (!seen) return null;
      const outcome = await move(
        userId,
        companyId,
        { applicationId, expectedVersion: seen.version, to: 'Pending' },
        at,
        tx,
      );
      return outcome.kind === 'moved' ? outcome : null;
    },

    /**
     * Sets the company's names and order of the middle stages; an empty label keeps the
     * product's name. Null when the analyst is not linked to the company.
     */
    async setStages(
      userId: string,
      companyId: string,
      middle: readonly { status: MiddleStage; label?: string }[],
      tx: Db = db,
    ): Promise<CompanyStage[] | null> {
      return tx.transaction(async (inner) => {
        if (!(await stagesOf(userId, companyId, inner))) return null;
        await inner.query('DELETE FROM company_stage_labels WHERE company_id = $1', [companyId]);
        await inner.query(
          `INSERT INTO company_stage_labels (company_id, status, label, position)
           SELECT $1, stage->>'status', stage->>'label', (ordinality - 1)::smallint
             FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(stage, ordinality)`,
          [
            companyId,
            JSON.stringify(
              middle.map((stage) => ({ status: stage.status, label: stage.label?.trim() || null })),
            ),
          ],
        );
        return stagesOf(userId, companyId, inner);
      });
    },

    /** A page of a vacancy's applicants with the filters' options; null when it is not the company's. */
    async pageOfVacancy(
      userId: string,
      companyId: string,
      vacancyId: string,
      filters: ApplicantFilters,
      page: { offset: number; limit: number },
      now: Date,
      tx: Db = db,
    ): Promise<ApplicantsPage | null> {
      const stages = await stagesOf(userId, companyId, tx);
      if (!stages) return null;
      const vacancy = await vacancyOf(userId, companyId, vacancyId, tx);
      if (!vacancy) return null;

      const params: unknown[] = [vacancyId];
      const where: string[] = [];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (filters.q)
        where.push(
          `camello_fold(concat_ws(' ', ca.first_name, ca.last_name)) LIKE '%' || camello_fold(${param(escapeLike(filters.q))}) || '%'`,
        );
      if (filters.cityId) where.push(`ca.city_id = ${param(filters.cityId)}`);
      if (filters.studyTypeId)
        where.push(
          `EXISTS (SELECT 1 FROM studies s WHERE s.candidate_id = ca.id AND s.study_type_id = ${param(filters.studyTypeId)})`,
        );
      if (filters.minExperienceYears)
        where.push(`${experienceMonthsSql(param(now))} >= ${param(filters.minExperienceYears * 12)}`);
      for (const [questionId, options] of Object.entries(filters.answers ?? {}))
        where.push(
          `EXISTS (SELECT 1 FROM application_answers aa WHERE aa.application_id = a.id
                     AND aa.question_id = ${param(questionId)}::uuid
                     AND aa.selected_options && ${param(Array.isArray(options) ? options : [options])}::text[])`,
        );
      // Stage counts follow every filter but the stage itself.
      const base = `FROM applications a JOIN candidates ca ON ca.id = a.candidate_id
                    WHERE a.vacancy_id = $1 ${where.map((condition) => `AND ${condition}`).join(' ')}`;
      const counts = await tx.query<{ status: ApplicationStatus; total: number }>(
        `SELECT a.status, count(*)::int AS total ${base} GROUP BY a.status`,
        [...params],
      );
      const nowParam = param(now);
      const stageFilter = filters.stage ? `AND a.status = ${param(filters.stage)}` : '';
      const limit = param(page.limit);
      const offset = param(page.offset);
      const found = await tx.query<Omit<ApplicantRow, 'appliedAt'> & { appliedAt: Date; totalRows: number }>(
        `SELECT a.id AS "applicationId", a.status, a.version, a.created_at AS "appliedAt",
                u.email, ca.phone,
                ca.first_name AS "firstName", ca.last_name AS "lastName", ca.title_or_profession AS title,
                ci.display_name AS "cityName",
                (${experienceMonthsSql(nowParam)} / 12)::int AS "experienceYears",
                (SELECT st.name FROM studies s JOIN study_types st ON st.id = s.study_type_id
                  WHERE s.candidate_id = ca.id ORDER BY st.sort_order DESC, st.id DESC LIMIT 1) AS "studyTypeName",
                (SELECT count(*)::int FROM application_events n WHERE n.application_id = a.id AND n.kind = 'note') AS "noteCount",
                count(*) OVER ()::int AS "totalRows"
           ${base.replace('JOIN candidates ca ON ca.id = a.candidate_id', 'JOIN candidates ca ON ca.id = a.candidate_id JOIN users u ON u.id = ca.user_id LEFT JOIN cities ci ON ci.id = ca.city_id')} ${stageFilter}
          ORDER BY a.created_at DESC, a.id
          LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      const totals = new Map(counts.rows.map((row) => [row.status, row.total]));
      const options = await tx.query<{ kind: 'city' | 'study'; id: number; name: string; total: number }>(
        `SELECT 'city' AS kind, ci.id, ci.display_name AS name, count(*)::int AS total
           FROM applications a JOIN candidates ca ON ca.id = a.candidate_id JOIN cities ci ON ci.id = ca.city_id
          WHERE a.vacancy_id = $1 GROUP BY ci.id
         UNION ALL
         SELECT 'study', st.id, st.name, count(DISTINCT a.id)::int
           FROM applications a JOIN studies s ON s.candidate_id = a.candidate_id
           JOIN study_types st ON st.id = s.study_type_id
          WHERE a.vacancy_id = $1 GROUP BY st.id
          ORDER BY name`,
        [vacancyId],
      );
      const questions = await tx.query<VacancyApplicants['filters']['questions'][number]>(
        `SELECT id, question AS text, type, options FROM vacancy_questions
          WHERE vacancy_id = $1 AND type IN ('unique', 'multiple') ORDER BY position`,
        [vacancyId],
      );
      const pick = (kind: 'city' | 'study') =>
        options.rows.filter((row) => row.kind === kind).map(({ kind: _kind, ...row }) => row);
      return {
        vacancy,
        stages: stages.map((stage) => ({ ...stage, total: totals.get(stage.status) ?? 0 })),
        rows: found.rows.map(({ totalRows: _total, appliedAt, ...row }) => ({
          ...row,
          appliedAt: appliedAt.toISOString(),
        })),
        totalRows: found.rows[0]?.totalRows ?? 0,
        filters: { cities: pick('city'), studyTypes: pick('study'), questions: questions.rows },
      };
    },

    /**
     * One application of the company with the candidate's résumé, answers and timeline, and the
     * read recorded in the access log; null when it is not the company's.
     */
    async detailOf(
      userId: string,
      companyId: string,
      applicationId: string,
      at: Date,
      tx: Db = db,
    ): Promise<(ApplicantDetail & { candidateUserId: string }) | null> {
      const stages = await stagesOf(userId, companyId, tx);
      if (!stages) return null;
      const { rows } = await tx.query<
        Omit<ApplicantDetail, 'appliedAt' | 'stages' | 'answers' | 'events'> & {
          appliedAt: Date;
          candidateUserId: string;
        }
      >(
        `SELECT a.id AS "applicationId", a.status, a.version, a.created_at AS "appliedAt",
                json_build_object('id', v.id, 'title', v.title) AS vacancy,
                ca.user_id AS "candidateUserId",
                EXISTS (SELECT 1 FROM candidate_cv_files f WHERE f.candidate_id = ca.id) AS "hasCv",
                json_build_object(
                  'firstName', ca.first_name, 'lastName', ca.last_name, 'email', u.email, 'phone', ca.phone,
                  'title', ca.title_or_profession, 'cityName', ci.display_name, 'birthdate', ca.birthdate,
                  'salary', ca.salary, 'salaryCurrency', ca.salary_currency,
                  'withoutStudies', ca.without_studies, 'withoutExperience', ca.without_experience,
                  'studies', coalesce((SELECT json_agg(json_build_object('institute', s.institute, 'title', s.title,
                      'studyTypeName', st.name, 'inProgress', s.in_progress, 'startDate', s.start_date,
                      'endDate', s.end_date) ORDER BY s.start_date DESC)
                    FROM studies s JOIN study_types st ON st.id = s.study_type_id WHERE s.candidate_id = ca.id), '[]'),
                  'experiences', coalesce((SELECT json_agg(json_build_object('company', x.company,
                      'position', x.position, 'description', x.description, 'cityName', xc.display_name,
                      'atPresent', x.at_present, 'startDate', x.start_date, 'endDate', x.end_date)
                      ORDER BY x.start_date DESC)
                    FROM experiences x LEFT JOIN cities xc ON xc.id = x.city_id WHERE x.candidate_id = ca.id), '[]')
                ) AS candidate
           FROM applications a
           JOIN vacancies v ON v.id = a.vacancy_id
           JOIN candidates ca ON ca.id = a.candidate_id
           JOIN users u ON u.id = ca.user_id
           LEFT JOIN cities ci ON ci.id = ca.city_id
          WHERE a.id = $1 AND coalesce(v.hiring_company_id, v.company_id) = $2`,
        [applicationId, companyId],
      );
      const row = rows[0];
      if (!row) return null;
      await tx.query(
        `INSERT INTO applicant_access_log (application_id, analyst_user_id, what, created_at) VALUES ($1, $2, 'resume', $3)`,
        [applicationId, userId, at],
      );
      const answers = await tx.query<ApplicantDetail['answers'][number]>(
        `SELECT q.id AS "questionId", q.question, q.type, aa.answer_text AS text, aa.selected_options AS "selectedOptions"
           FROM application_answers aa JOIN vacancy_questions q ON q.id = aa.question_id
          WHERE aa.application_id = $1 ORDER BY q.position`,
        [applicationId],
      );
      return {
        ...row,
        appliedAt: row.appliedAt.toISOString(),
        stages,
        answers: answers.rows,
        events: await eventsOf(applicationId, tx),
      };
    },

    /**
     * The candidate whose CV an analyst may download through this application, with the download
     * recorded; null when the application is not the company's.
     */
    async cvOwnerOf(userId: string, companyId: string, applicationId: string, at: Date, tx: Db = db) {
      const { rows } = await tx.query<{ candidateId: string }>(
        `WITH found AS (
           SELECT ca.id AS "candidateId" FROM applications a
             JOIN vacancies v ON v.id = a.vacancy_id JOIN candidates ca ON ca.id = a.candidate_id
            WHERE a.id = $1 AND coalesce(v.hiring_company_id, v.company_id) = $2
              AND EXISTS (SELECT 1 FROM analyst_companies ac WHERE ac.analyst_id = $3 AND ac.company_id = $2)),
         logged AS (
           INSERT INTO applicant_access_log (application_id, analyst_user_id, what, created_at)
           SELECT $1, $3, 'cv', $4 FROM found)
         SELECT "candidateId" FROM found`,
        [applicationId, companyId, userId, at],
      );
      return rows[0]?.candidateId ?? null;
    },

    /** Adds a note to an application of the company; null when it is not the company's. */
    async addNote(
      userId: string,
      companyId: string,
      applicationId: string,
      note: string,
      at: Date,
      tx: Db = db,
    ): Promise<ApplicantEvent | null> {
      const { rows } = await tx.query<EventRow>(
        `WITH added AS (
           INSERT INTO application_events (application_id, kind, note, actor_user_id, created_at)
           SELECT a.id, 'note', $4, $1, $5 FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
            WHERE a.id = $3 AND coalesce(v.hiring_company_id, v.company_id) = $2 AND ${LINKED}
           RETURNING *)
         SELECT ${EVENT_COLUMNS} FROM added e LEFT JOIN analysts an ON an.user_id = e.actor_user_id`,
        [userId, companyId, applicationId, note, at],
      );
      return rows[0] ? asEvent(rows[0]) : null;
    },

    /** Who a status e-mail of an application of the company goes to, and in which words. */
    async statusMailRecipientOf(companyId: string, applicationId: string, tx: Db = db) {
      const { rows } = await tx.query<{
        email: string;
        firstName: string | null;
        companyName: string;
        vacancyTitle: string;
        stageLabel: string | null;
      }>(
        `SELECT u.email, ca.first_name AS "firstName", c.name AS "companyName", v.title AS "vacancyTitle",
                s.label AS "stageLabel"
           FROM applications a
           JOIN vacancies v ON v.id = a.vacancy_id
           -- The company as the vacancy shows it: a confidential one's placeholder, never its employer.
           JOIN companies c ON c.id = v.company_id
           JOIN candidates ca ON ca.id = a.candidate_id
           JOIN users u ON u.id = ca.user_id
           LEFT JOIN company_stage_labels s ON s.company_id = $2 AND s.status = a.status
          WHERE a.id = $1 AND coalesce(v.hiring_company_id, v.company_id) = $2`,
        [applicationId, companyId],
      );
      return rows[0] ?? null;
    },

    /** Every access to the résumé or CV behind an application, oldest first (for the audit and tests). */
    async accessLogOf(applicationId: string, tx: Db = db) {
      const { rows } = await tx.query<{ analystUserId: string | null; what: 'resume' | 'cv'; at: Date }>(
        `SELECT analyst_user_id AS "analystUserId", what, created_at AS at
           FROM applicant_access_log WHERE application_id = $1 ORDER BY id`,
        [applicationId],
      );
      return rows;
    },
  };
}
