import type { Db } from '@camello/db';
import { CANDIDATE_JOB_STATE, type CandidateJobState, liveVacancySql } from '@camello/domain';
import type { CandidateVacancyState, SavedJob } from '@camello/domain/contracts';

const NO_STATE: CandidateVacancyState = { saved: false, applied: false, seen: false };

/** The candidate's state on each vacancy asked about, by public id; all false when none. */
export type CandidateVacancyStates = (publicId: string) => CandidateVacancyState;

async function countSaved(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from candidate_job_states s join candidates ca on ca.id = s.candidate_id
      where ca.user_id = $1 and s.state = $2`,
    [userId, CANDIDATE_JOB_STATE.save],
  );
  return rows[0]?.count ?? 0;
}

/** What candidates do with vacancies: the states of spec §4 and, for `applied`, their applications. */
export function candidateJobStatesRepository(db: Db) {
  return {
    /**
     * The states of a user's candidate profile on a page of vacancies, in one query. A user with
     * no candidate profile (an analyst) has none; another candidate's rows are never read.
     */
    async ofUserOn(
      userId: string,
      publicIds: readonly string[],
      tx: Db = db,
    ): Promise<CandidateVacancyStates> {
      if (publicIds.length === 0) return () => NO_STATE;
      const { rows } = await tx.query<CandidateVacancyState & { publicId: string }>(
        `select v.public_id as "publicId",
           exists (select 1 from candidate_job_states s
                    where s.candidate_id = c.id and s.vacancy_id = v.id and s.state = $3) as saved,
           exists (select 1 from applications a where a.candidate_id = c.id and a.vacancy_id = v.id)
             or exists (select 1 from candidate_job_states s
                         where s.candidate_id = c.id and s.vacancy_id = v.id and s.state = $4) as applied,
           exists (select 1 from candidate_job_states s
                    where s.candidate_id = c.id and s.vacancy_id = v.id and s.state = $5) as seen
         from candidates c
         join vacancies v on v.public_id = any($2::text[])
         where c.user_id = $1`,
        [userId, publicIds, CANDIDATE_JOB_STATE.save, CANDIDATE_JOB_STATE.apply, CANDIDATE_JOB_STATE.viewed],
      );
      const states = new Map(rows.map(({ publicId, ...state }) => [publicId, state]));
      return (publicId) => states.get(publicId) ?? NO_STATE;
    },

    /**
     * Marks a vacancy for the user's candidate profile and takes back the states in `clearing`,
     * in one transaction; marking twice is marking once. False when the user has no profile.
     */
    async mark(
      userId: string,
      vacancyId: string,
      state: CandidateJobState,
      clearing: readonly CandidateJobState[],
      tx: Db = db,
    ): Promise<boolean> {
      return tx.transaction(async (inner) => {
        const { rows } = await inner.query<{ id: string }>('select id from candidates where user_id = $1', [
          userId,
        ]);
        const candidateId = rows[0]?.id;
        if (!candidateId) return false;
        if (clearing.length > 0)
          await inner.query(
            `delete from candidate_job_states
              where candidate_id = $1 and vacancy_id = $2 and state = any($3::smallint[])`,
            [candidateId, vacancyId, clearing],
          );
        await inner.query(
          `insert into candidate_job_states (candidate_id, vacancy_id, state) values ($1, $2, $3)
           on conflict do nothing`,
          [candidateId, vacancyId, state],
        );
        return true;
      });
    },

    /**
     * The vacancies the candidate of this account saved (state 0), newest first, open or closed:
     * a page of them and how many there are. `now` says which are still open.
     */
    async savedOfUser(
      userId: string,
      { limit, offset }: { limit: number; offset: number },
      now: Date,
      tx: Db = db,
    ): Promise<{ rows: SavedJob[]; totalRows: number }> {
      const { rows } = await tx.query<Omit<SavedJob, 'savedAt'> & { savedAt: Date; totalRows: number }>(
        `select v.public_id as "jobId", v.slug, v.title, c.name as "companyName",
                c.slug as "companySlug", c.logo_url as "companyLogo", ${liveVacancySql('$3')} as "isLive",
                s.created_at as "savedAt", (count(*) over ())::int as "totalRows"
           from candidate_job_states s
           join candidates ca on ca.id = s.candidate_id
           join vacancies v on v.id = s.vacancy_id
           join companies c on c.id = v.company_id
          where ca.user_id = $1 and s.state = $2
          order by s.created_at desc, v.public_id
          limit $4 offset $5`,
        [userId, CANDIDATE_JOB_STATE.save, now, limit, offset],
      );
      return {
        rows: rows.map(({ savedAt, totalRows: _total, ...row }) => ({
          ...row,
          savedAt: savedAt.toISOString(),
        })),
        totalRows: rows[0]?.totalRows ?? (offset > 0 ? await countSaved(tx, userId) : 0),
      };
    },

    /** Takes a mark of the user's candidate profile back; nothing to take back is no error. */
    async unmark(userId: string, vacancyId: string, state: CandidateJobState, tx: Db = db): Promise<void> {
      await tx.query(
        `delete from candidate_job_states s using candidates c
          where c.user_id = $1 and s.candidate_id = c.id and s.vacancy_id = $2 and s.state = $3`,
        [userId, vacancyId, state],
      );
    },
  };
}
