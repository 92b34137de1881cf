import type { Db } from '@camello/db';
import type { PersonalDataExport } from '@camello/domain/contracts';
import type { AcceptingClient } from '../infrastructure/accepting-client.ts';

type Records = Record<string, unknown>[];

/** The rows of `sql` (one json column `r`) for user $1. */
async function recordsOf(tx: Db, sql: string, userId: string): Promise<Records> {
  const { rows } = await tx.query<{ r: Record<string, unknown> }>(sql, [userId]);
  return rows.map((row) => row.r);
}

/**
 * What Ley 1581 lets a person ask of their data: a copy of all of it, taking consent back, and
 * deleting their account (their applications stay, anonymised, for the companies' counts).
 */
export function personalDataRepository(db: Db) {
  return {
    /** Everything held about the user, or null for no such user. */
    async exportOf(userId: string, at: Date, tx: Db = db): Promise<PersonalDataExport | null> {
      const [account] = await recordsOf(
        tx,
        `SELECT jsonb_build_object('id', id, 'email', email, 'role', role, 'emailVerifiedAt', email_verified_at,
                  'lastSignInAt', last_sign_in_at, 'createdAt', created_at, 'updatedAt', updated_at) AS r
           FROM users WHERE id = $1`,
        userId,
      );
      if (!account) return null;
      const [profile] = await recordsOf(
        tx,
        `SELECT to_jsonb(c) - 'user_id' || jsonb_build_object(
                  'city', ci.name, 'city_birth', cb.name, 'country', co.name, 'identification_type', dt.name) AS r
           FROM candidates c
           LEFT JOIN cities ci ON ci.id = c.city_id
           LEFT JOIN cities cb ON cb.id = c.city_birth_id
           LEFT JOIN countries co ON co.id = c.country_id
           LEFT JOIN document_types dt ON dt.id = c.identification_type_id
          WHERE c.user_id = $1`,
        userId,
      );
      const ofCandidate = 'JOIN candidates c ON c.id = t.candidate_id WHERE c.user_id = $1';
      return {
        generatedAt: at.toISOString(),
        account,
        profile: profile ?? null,
        studies: await recordsOf(
          tx,
          `SELECT to_jsonb(t) - 'candidate_id' || jsonb_build_object('study_type', st.name) AS r
             FROM studies t JOIN study_types st ON st.id = t.study_type_id ${ofCandidate}
            ORDER BY t.start_date`,
          userId,
        ),
        experiences: await recordsOf(
          tx,
          `SELECT to_jsonb(t) - 'candidate_id' || jsonb_build_object('level', pl.name) AS r
             FROM experiences t JOIN position_levels pl ON pl.id = t.level_id ${ofCandidate}
            ORDER BY t.start_date`,
          userId,
        ),
        skills: await recordsOf(
          tx,
          `SELECT jsonb_build_object('skill', s.name, 'score', t.score, 'addedAt', t.created_at) AS r
             FROM candidate_skills t JOIN skills s ON s.id = t.skill_id ${ofCandidate}
            ORDER BY s.name`,
          userId,
        ),
        cv:
          (
            await recordsOf(
              tx,
              `SELECT jsonb_build_object('fileName', t.file_name, 'contentType', t.content_type,
                      'sizeBytes', t.size_bytes, 'uploadedAt', t.uploaded_at,
                      'contentBase64', encode(t.content, 'base64')) AS r
               FROM candidate_cv_files t ${ofCandidate}`,
              userId,
            )
          ).map((cv) => ({
            ...(cv as { fileName: string; contentType: string; sizeBytes: number; uploadedAt: string }),
            // PostgreSQL wraps base64 every 76 characters.
            contentBase64: String(cv.contentBase64).replaceAll('\n', ''),
          }))[0] ?? null,
        applications: await recordsOf(
          tx,
          `SELECT jsonb_build_object('id', t.id, 'status', t.status, 'appliedAt', t.created_at,
                    'updatedAt', t.updated_at, 'suggestedByMatcher', t.suggested_by_matcher,
                    'utmPayload', t.utm_payload,
                    'vacancy', jsonb_build_object('id', v.public_id, 'title', v.title, 'company', co.name),
                    'answers', coalesce((SELECT jsonb_agg(jsonb_build_object('question', q.question,
                                 'text', aa.answer_text, 'selectedOptions', aa.selected_options) ORDER BY q.position)
                               FROM application_answers aa JOIN vacancy_questions q ON q.id = aa.question_id
                              WHERE aa.application_id = t.id), '[]'),
                    'events', coalesce((SELECT jsonb_agg(jsonb_build_object('kind', e.kind,
                                 'fromStatus', e.from_status, 'toStatus', e.to_status, 'at', e.created_at)
                                 ORDER BY e.created_at, e.id)
                               FROM application_events e WHERE e.application_id = t.id AND e.kind <> 'note'), '[]')
                  ) AS r
             FROM applications t JOIN vacancies v ON v.id = t.vacancy_id JOIN companies co ON co.id = v.company_id
             ${ofCandidate} ORDER BY t.created_at`,
          userId,
        ),
        jobStates: await recordsOf(
          tx,
          `SELECT jsonb_build_object('state', t.state, 'at', t.created_at,
                    'vacancy', jsonb_build_object('id', v.public_id, 'title', v.title)) AS r
             FROM candidate_job_states t JOIN vacancies v ON v.id = t.vacancy_id ${ofCandidate}
            ORDER BY t.created_at`,
          userId,
        ),
        jobAlerts: await recordsOf(
          tx,
          `SELECT to_jsonb(t) - 'candidate_id' - 'unsubscribe_token' - 'unsubscribe_token_hash' - 'confirm_token_hash' AS r
             FROM job_alerts t LEFT JOIN candidates c ON c.id = t.candidate_id
            WHERE c.user_id = $1 OR t.email = (SELECT email FROM users WHERE id = $1)
            ORDER BY t.created_at`,
          userId,
        ),
        consents: await recordsOf(
          tx,
          `SELECT jsonb_build_object('kind', v.kind, 'version', v.version, 'title', v.title,
                    'acceptedAt', a.accepted_at, 'ipAddress', a.ip_address, 'userAgent', a.user_agent) AS r
             FROM terms_acceptances a JOIN terms_versions v ON v.id = a.terms_version_id
            WHERE a.user_id = $1 ORDER BY a.accepted_at`,
          userId,
        ),
        consentWithdrawals: await recordsOf(
          tx,
          `SELECT jsonb_build_object('kind', v.kind, 'version', v.version, 'acceptedAt', w.accepted_at,
                    'withdrawnAt', w.withdrawn_at, 'ipAddress', w.ip_address, 'userAgent', w.user_agent) AS r
             FROM consent_withdrawals w JOIN terms_versions v ON v.id = w.terms_version_id
            WHERE w.user_id = $1 ORDER BY w.withdrawn_at`,
          userId,
        ),
        sessions: await recordsOf(
          tx,
          `SELECT jsonb_build_object('createdAt', created_at, 'lastUsedAt', last_used_at, 'expiresAt', expires_at,
                    'revokedAt', revoked_at, 'ipAddress', ip_address, 'userAgent', user_agent) AS r
             FROM sessions WHERE user_id = $1 ORDER BY created_at`,
          userId,
        ),
        partnerApps: await recordsOf(
          tx,
          `SELECT DISTINCT ON (oc.id) jsonb_build_object('app', oc.name, 'since', f.created_at) AS r
             FROM oauth_flows f JOIN oauth_clients oc ON oc.id = f.client_id
            WHERE f.user_id = $1 AND f.authorized_at IS NOT NULL ORDER BY oc.id, f.created_at`,
          userId,
        ),
      };
    },

    /**
     * Takes back the user's acceptances of every version of one kind of legal text: they leave
     * `terms_acceptances` (so applying asks for them again) and are kept as withdrawals.
     */
    async withdrawConsent(
      userId: string,
      kind: string,
      at: Date,
      client: AcceptingClient,
      tx: Db = db,
    ): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        `WITH taken AS (
           DELETE FROM terms_acceptances a USING terms_versions v
            WHERE a.user_id = $1 AND v.id = a.terms_version_id AND v.kind = $2
            RETURNING a.terms_version_id, a.accepted_at),
         kept AS (
           INSERT INTO consent_withdrawals (user_id, terms_version_id, accepted_at, withdrawn_at, ip_address, user_agent)
           SELECT $1, terms_version_id, accepted_at, $3, $4, $5 FROM taken RETURNING 1)
         SELECT count(*)::int AS n FROM kept`,
        [userId, kind, at, client.ipAddress, client.userAgent],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * Deletes the account and everything that names the person, in one transaction: the
     * applications stay for their companies, anonymised (no candidate, answers, notes nor campaign
     * data); the deletion is logged without personal data. Sessions go with the account, so every
     * device is signed out. Answers how many applications stayed.
     */
    async deleteAccount(userId: string, at: Date, tx: Db = db): Promise<number | null> {
      return tx.transaction(async (inner) => {
        const { rows: users } = await inner.query<{ role: string; email: string }>(
          'SELECT role, email FROM users WHERE id = $1 FOR UPDATE',
          [userId],
        );
        const user = users[0];
        if (!user) return null;
        const { rows: anonymised } = await inner.query<{ id: string }>(
          `UPDATE applications a SET anonymised_at = $2, utm_payload = '{}'
             FROM candidates c WHERE c.id = a.candidate_id AND c.user_id = $1
           RETURNING a.id`,
          [userId, at],
        );
        const ids = anonymised.map((row) => row.id);
        await inner.query('DELETE FROM application_answers WHERE application_id = ANY($1::uuid[])', [ids]);
        await inner.query(
          `DELETE FROM application_events WHERE application_id = ANY($1::uuid[]) AND kind = 'note'`,
          [ids],
        );
        // Alerts made without signing in, to the same address, are the person's too.
        await inner.query('DELETE FROM job_alerts WHERE candidate_id IS NULL AND email = $1', [user.email]);
        // The candidate profile, studies, experiences, states and alerts go with the user (cascade);
        // the applications lose their candidate (SET NULL).
        await inner.query('DELETE FROM users WHERE id = $1', [userId]);
        await inner.query(
          'INSERT INTO account_deletions (role, applications_anonymised, deleted_at) VALUES ($1, $2, $3)',
          [user.role, ids.length, at],
        );
        return ids.length;
      });
    },
  };
}
