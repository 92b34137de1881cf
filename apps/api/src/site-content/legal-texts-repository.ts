import type { Db } from '@camello/db';
import type { CandidateTermsStatus, LegalText, LegalTextKind } from '@camello/domain/contracts';
import type { AcceptingClient } from '../infrastructure/accepting-client.ts';

// The version of each kind in force at $1: the latest published by then.
const inForce = `SELECT DISTINCT ON (kind) id, kind, version, title, published_at, content_html
  FROM terms_versions WHERE published_at <= $1 ORDER BY kind, published_at DESC, id DESC`;

export function legalTextsRepository(db: Db) {
  return {
    async inForce(kind: LegalTextKind, at: Date, tx: Db = db): Promise<LegalText | undefined> {
      const { rows } = await tx.query<Omit<LegalText, 'publishedAt'> & { publishedAt: Date }>(
        `SELECT kind, version, title, published_at AS "publishedAt", content_html AS "contentHtml"
           FROM (${inForce}) current WHERE kind = $2`,
        [at, kind],
      );
      const row = rows[0];
      return row && { ...row, publishedAt: row.publishedAt.toISOString() };
    },
    /**
     * Records that `userId` accepts every legal text in force at `at`; answers the kinds newly
     * accepted. A version accepted before keeps its first record (time, address, browser).
     */
    async acceptInForce(userId: string, at: Date, client: AcceptingClient, tx: Db = db) {
      const { rows } = await tx.query<{ kind: LegalTextKind }>(
        `WITH current AS (${inForce}), accepted AS (
           INSERT INTO terms_acceptances (user_id, terms_version_id, accepted_at, ip_address, user_agent)
           SELECT $2, id, $1, $3, $4 FROM current ON CONFLICT DO NOTHING RETURNING terms_version_id)
         SELECT kind FROM current JOIN accepted ON accepted.terms_version_id = current.id ORDER BY kind`,
        [at, userId, client.ipAddress, client.userAgent],
      );
      return rows.map((row) => row.kind);
    },

    /** The legal texts in force at `at`, each with whether `userId` accepted that version. */
    async acceptanceOf(userId: string, at: Date, tx: Db = db): Promise<CandidateTermsStatus> {
      const { rows } = await tx.query<CandidateTermsStatus['inForce'][number]>(
        `SELECT current.kind, current.version, current.title,
                EXISTS (SELECT 1 FROM terms_acceptances a
                         WHERE a.user_id = $2 AND a.terms_version_id = current.id) AS accepted
           FROM (${inForce}) current ORDER BY current.kind DESC`,
        [at, userId],
      );
      return { accepted: rows.length > 0 && rows.every((row) => row.accepted), inForce: rows };
    },
  };
}
