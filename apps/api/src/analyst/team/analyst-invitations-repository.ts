import type { Db } from '@camello/db';
import type { Invitation, InvitationPreview } from '@camello/domain/contracts';

type InvitationRow = Omit<Invitation, 'createdAt' | 'expiresAt'> & { createdAt: Date; expiresAt: Date };

/** Why an invitation's token led nowhere: unknown, used, cancelled or expired; or meant for another e-mail. */
export type AcceptOutcome =
  | { kind: 'accepted'; companySlug: string; companyName: string }
  | { kind: 'invalid' }
  | { kind: 'otherEmail' };

const LIVE = 'i.accepted_at IS NULL AND i.expires_at > $2 AND c.is_active';

/** Invitations of analysts to a company by e-mail (issue #13): single-use, expiring, kept as hashes. */
export function analystInvitationsRepository(db: Db) {
  return {
    /** The company's pending invitations (expired ones too, to send again), newest first. */
    async pendingOf(companyId: string, at: Date, tx: Db = db): Promise<Invitation[]> {
      const { rows } = await tx.query<InvitationRow>(
        `SELECT i.id, i.email::text AS email, i.created_at AS "createdAt", i.expires_at AS "expiresAt",
                i.expires_at <= $2 AS expired,
                nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') AS "invitedBy"
           FROM analyst_invitations i LEFT JOIN analysts a ON a.user_id = i.invited_by_id
          WHERE i.company_id = $1 AND i.accepted_at IS NULL
          ORDER BY i.created_at DESC, i.id`,
        [companyId, at],
      );
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /** Whether `invitationId` is a pending invitation of the company. */
    async isPendingOf(companyId: string, invitationId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM analyst_invitations WHERE id = $2 AND company_id = $1 AND accepted_at IS NULL',
        [companyId, invitationId],
      );
      return rows.length > 0;
    },

    /** Whether someone with this e-mail already works for the company. */
    async isLinked(companyId: string, email: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `SELECT 1 FROM analyst_companies ac JOIN users u ON u.id = ac.analyst_id
          WHERE ac.company_id = $1 AND u.email = $2`,
        [companyId, email],
      );
      return rows.length > 0;
    },

    /**
     * Invites `email` to the company with a new token: a pending invitation of the same address is
     * renewed (new token, new expiry) rather than duplicated. Its id.
     */
    async upsert(
      invitation: {
        companyId: string;
        email: string;
        tokenHash: string;
        invitedById: string;
        expiresAt: Date;
      },
      at: Date,
      tx: Db = db,
    ): Promise<string> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO analyst_invitations (company_id, email, token_hash, invited_by_id, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (company_id, email) WHERE accepted_at IS NULL DO UPDATE
           SET token_hash = EXCLUDED.token_hash, invited_by_id = EXCLUDED.invited_by_id,
               expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at
         RETURNING id`,
        [
          invitation.companyId,
          invitation.email,
          invitation.tokenHash,
          invitation.invitedById,
          invitation.expiresAt,
          at,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('the invitation was not stored');
      return id;
    },

    /** Cancels a pending invitation of the company; false when there is none by that id. */
    async cancel(companyId: string, invitationId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `DELETE FROM analyst_invitations WHERE id = $1 AND company_id = $2 AND accepted_at IS NULL RETURNING 1`,
        [invitationId, companyId],
      );
      return rows.length > 0;
    },

    /** What a live invitation's page shows; null for a token that is unknown, used, cancelled or expired. */
    async preview(tokenHash: string, at: Date, tx: Db = db): Promise<InvitationPreview | null> {
      const { rows } = await tx.query<InvitationPreview>(
        `SELECT c.name AS "companyName", i.email::text AS email
           FROM analyst_invitations i JOIN companies c ON c.id = i.company_id
          WHERE i.token_hash = $1 AND ${LIVE}`,
        [tokenHash, at],
      );
      return rows[0] ?? null;
    },

    /**
     * Accepts a live invitation for the signed-in user, whose e-mail must be the invited one: a
     * candidate account (one just made from the invitation) becomes an analyst's, and the analyst
     * is linked to the company and its brands as a recruiter. Once: the token is spent.
     */
    async accept(tokenHash: string, userId: string, at: Date, tx: Db = db): Promise<AcceptOutcome> {
      return tx.transaction(async (run) => {
        const { rows } = await run.query<{
          id: string;
          companyId: string;
          companySlug: string;
          companyName: string;
          sameEmail: boolean;
          role: string;
        }>(
          `SELECT i.id, c.id AS "companyId", c.slug AS "companySlug", c.name AS "companyName",
                  u.email = i.email AS "sameEmail", u.role
             FROM analyst_invitations i JOIN companies c ON c.id = i.company_id, users u
            WHERE i.token_hash = $1 AND ${LIVE} AND u.id = $3
              FOR UPDATE OF i`,
          [tokenHash, at, userId],
        );
        const found = rows[0];
        if (!found || found.role === 'admin') return { kind: 'invalid' };
        if (!found.sameEmail) return { kind: 'otherEmail' };
        if (found.role === 'candidate') {
          await run.query(`UPDATE users SET role = 'analyst' WHERE id = $1`, [userId]);
          await run.query(
            `INSERT INTO analysts (user_id, first_name, last_name)
             SELECT u.id, coalesce(nullif(ca.first_name, ''), left(split_part(u.email::text, '@', 1), 120)),
                    coalesce(nullif(ca.last_name, ''), '-')
               FROM users u LEFT JOIN candidates ca ON ca.user_id = u.id WHERE u.id = $1
             ON CONFLICT (user_id) DO NOTHING`,
            [userId],
          );
        }
        await run.query(
          `INSERT INTO analyst_companies (analyst_id, company_id, role)
           SELECT $1, c.id, 'recruiter' FROM companies c WHERE c.id = $2 OR c.parent_company_id = $2
           ON CONFLICT (analyst_id, company_id) DO NOTHING`,
          [userId, found.companyId],
        );
        await run.query(
          'UPDATE analyst_invitations SET accepted_at = $2, accepted_by_id = $3 WHERE id = $1',
          [found.id, at, userId],
        );
        return { kind: 'accepted', companySlug: found.companySlug, companyName: found.companyName };
      });
    },
  };
}
