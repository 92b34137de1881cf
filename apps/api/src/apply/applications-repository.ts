import type { Db } from '@camello/db';
import {
  type AcceptedAnswer,
  type ApplicationStatus,
  CANDIDATE_JOB_STATE,
  liveVacancySql,
} from '@camello/domain';
import type { CandidateApplication, UtmPayload } from '@camello/domain/contracts';

/** A new application, its answers already checked against the vacancy's questionnaire. */
export type NewApplication = {
  candidateId: string;
  vacancyId: string;
  answers: readonly AcceptedAnswer[];
  utmPayload: UtmPayload;
  suggestedByMatcher: boolean;
};

/** The status an application starts with: the candidate sent it, the company has not seen it yet. */
const SUBMITTED_STATUS: ApplicationStatus = 'Sent';

type ApplicationRow = Omit<CandidateApplication, 'appliedAt' | 'updatedAt' | 'events'> & {
  appliedAt: Date;
  updatedAt: Date;
  events: (Omit<CandidateApplication['events'][number], 'at'> & { at: string })[];
};

/**
 * The applications of the candidate of user $1 as they see them, newest first: the vacancy, and
 * the timeline without the analysts' notes. $2 is now; `filter` adds conditions on `a`.
 */
const candidateApplicationsSql = (filter: string) => `
  SELECT a.id, a.status, a.created_at AS "appliedAt", a.updated_at AS "updatedAt",
         (SELECT s.label FROM company_stage_labels s
           WHERE s.company_id = coalesce(v.hiring_company_id, v.company_id) AND s.status = a.status) AS "stageLabel",
         json_build_object('id', v.public_id, 'title', v.title, 'slug', v.slug, 'companyName', c.name,
           'companySlug', c.slug, 'companyLogo', c.logo_url, 'isLive', ${liveVacancySql('$2')}) AS vacancy,
         coalesce((SELECT json_agg(json_build_object('kind', e.kind, 'fromStatus', e.from_status,
                            'toStatus', e.to_status, 'at', e.created_at) ORDER BY e.created_at, e.id)
                     FROM application_events e WHERE e.application_id = a.id AND e.kind <> 'note'), '[]') AS events
    FROM applications a
    JOIN candidates ca ON ca.id = a.candidate_id
    JOIN vacancies v ON v.id = a.vacancy_id
    JOIN companies c ON c.id = v.company_id
   WHERE ca.user_id = $1 ${filter}
   ORDER BY a.created_at DESC, a.id`;

const asApplication = ({ appliedAt, updatedAt, events, ...row }: ApplicationRow): CandidateApplication => ({
  ...row,
  appliedAt: appliedAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
  events: events.map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
});

export function applicationsRepository(db: Db) {
  /** How many vacancies the candidate of this account applied to (0 without a profile). */
  async function countOfCandidateUser(userId: string, tx: Db = db): Promise<number> {
    const { rows } = await tx.query<{ count: number }>(
      `select count(*)::int as count
         from applications a join candidates c on c.id = a.candidate_id
        where c.user_id = $1`,
      [userId],
    );
    return rows[0]?.count ?? 0;
  }

  /** The id of the candidate's application to the vacancy; null when there is none. */
  async function idOf(candidateId: string, vacancyId: string, tx: Db = db): Promise<string | null> {
    const { rows } = await tx.query<{ id: string }>(
      'select id from applications where candidate_id = $1 and vacancy_id = $2',
      [candidateId, vacancyId],
    );
    return rows[0]?.id ?? null;
  }

  return {
    countOfCandidateUser,
    idOf,

    /** The candidate profile of a user; null for a user without one. */
    async candidateIdOf(userId: string, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ id: string }>('select id from candidates where user_id = $1', [
        userId,
      ]);
      return rows[0]?.id ?? null;
    },

    /**
     * Writes an application, its answers and its `submitted` event in one transaction: all or
     * nothing. The unique (candidate, vacancy) pair makes a second submission, even a concurrent
     * one, write nothing; it answers the application that exists and whether this call created it.
     */
    async submit(
      application: NewApplication,
      at: Date,
      tx: Db = db,
    ): Promise<{ id: string; created: boolean }> {
      return tx.transaction(async (inner) => {
        const { candidateId, vacancyId, answers } = application;
        const { rows } = await inner.query<{ id: string }>(
          `insert into applications (candidate_id, vacancy_id, status, utm_payload, suggested_by_matcher,
                                     created_at, updated_at)
           values ($1, $2, $3, $4::jsonb, $5, $6, $6)
           on conflict (candidate_id, vacancy_id) do nothing
           returning id`,
          [
            candidateId,
            vacancyId,
            SUBMITTED_STATUS,
            JSON.stringify(application.utmPayload),
            application.suggestedByMatcher,
            at,
          ],
        );
        const id = rows[0]?.id;
        if (!id) {
          const existing = await idOf(candidateId, vacancyId, inner);
          if (!existing) throw new Error('an application conflicted with one that no longer exists');
          return { id: existing, created: false };
        }
        if (answers.length > 0)
          await inner.query(
            `insert into application_answers (application_id, question_id, answer_text, selected_options)
             select $1, (answer->>'questionId')::uuid, answer->>'text',
                    array(select jsonb_array_elements_text(answer->'selectedOptions'))
               from jsonb_array_elements($2::jsonb) as answer`,
            [id, JSON.stringify(answers)],
          );
        await inner.query(
          `insert into application_events (application_id, kind, to_status, actor_user_id, created_at)
           select $1, 'submitted', $2, user_id, $3 from candidates where id = $4`,
          [id, SUBMITTED_STATUS, at, candidateId],
        );
        return { id, created: true };
      });
    },

    /**
     * The companies the candidate of this user applied to, oldest link first, each with the
     * campaign source of its first application (`camello` without one).
     */
    async linkupsOfCandidateUser(userId: string, tx: Db = db) {
      const { rows } = await tx.query<{ companyId: string; companySlug: string; origin: string }>(
        `SELECT DISTINCT ON (co.id) co.id AS "companyId", co.slug AS "companySlug",
                coalesce(nullif(a.utm_payload->>'utm_source', ''), 'camello') AS origin, a.created_at
           FROM applications a
           JOIN candidates ca ON ca.id = a.candidate_id
           JOIN vacancies v ON v.id = a.vacancy_id
           JOIN companies co ON co.id = v.company_id
          WHERE ca.user_id = $1
          ORDER BY co.id, a.created_at, a.id`,
        [userId],
      );
      return rows
        .sort((a, b) => String(a.companySlug).localeCompare(String(b.companySlug)))
        .map(({ companyId, companySlug, origin }) => ({ companyId, companySlug, origin }));
    },

    /** One application of the candidate of this user, as they see it; null when it is not theirs. */
    async oneOfCandidateUser(userId: string, applicationId: string, now: Date, tx: Db = db) {
      const { rows } = await tx.query<ApplicationRow>(candidateApplicationsSql('AND a.id = $3'), [
        userId,
        now,
        applicationId,
      ]);
      return rows[0] ? asApplication(rows[0]) : null;
    },

    /** A page of the applications of the candidate of this user, newest first, and how many there are. */
    async pageOfCandidateUser(
      userId: string,
      page: { offset: number; limit: number },
      now: Date,
      tx: Db = db,
    ): Promise<{ rows: CandidateApplication[]; totalRows: number }> {
      const { rows } = await tx.query<ApplicationRow>(`${candidateApplicationsSql('')} OFFSET $3 LIMIT $4`, [
        userId,
        now,
        page.offset,
        page.limit,
      ]);
      return { rows: rows.map(asApplication), totalRows: await countOfCandidateUser(userId, tx) };
    },

    /**
     * Withdraws an application of the candidate of this user: it goes with its answers and its
     * timeline, and so does any apply state on its vacancy. False when it is not theirs.
     */
    async withdraw(userId: string, applicationId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query<{ id: string }>(
        `with withdrawn as (
           delete from applications a using candidates c
            where a.id = $2 and c.id = a.candidate_id and c.user_id = $1
            returning a.id, a.candidate_id, a.vacancy_id),
         states as (
           delete from candidate_job_states s using withdrawn w
            where s.candidate_id = w.candidate_id and s.vacancy_id = w.vacancy_id and s.state = $3)
         select id from withdrawn`,
        [userId, applicationId, CANDIDATE_JOB_STATE.apply],
      );
      return rows.length > 0;
    },
  };
}
