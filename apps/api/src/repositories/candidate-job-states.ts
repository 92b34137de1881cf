import type { Db } from '@camello/db';
import { CANDIDATE_JOB_STATE } from '@camello/domain';
import type { CandidateVacancyState } from '@camello/domain/contracts';

const NO_STATE: CandidateVacancyState = { saved: false, applied: false, seen: false };

/** The candidate's state on each vacancy asked about, by public id; all false when none. */
export type CandidateVacancyStates = (publicId: string) => CandidateVacancyState;

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
  };
}
