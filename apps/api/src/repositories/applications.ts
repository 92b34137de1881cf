import type { Db } from '@camello/db';

export function applicationsRepository(db: Db) {
  return {
    /** How many vacancies the candidate of this account applied to (0 without a profile). */
    async countOfCandidateUser(userId: string, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ count: number }>(
        `select count(*)::int as count
           from applications a join candidates c on c.id = a.candidate_id
          where c.user_id = $1`,
        [userId],
      );
      return rows[0]?.count ?? 0;
    },
  };
}
