import type { Db } from '@camello/db';
import type { JobAlertFrequency, Locale } from '@camello/domain';
import type { FiltersQuery } from '@camello/domain/contracts';

export type JobAlertRow = {
  id: string;
  title: string;
  query: string;
  filters: FiltersQuery;
  frequency: JobAlertFrequency;
  paused: boolean;
  createdAt: Date;
  lastSentAt: Date | null;
};

/** What a digest needs of its alert: whom to write, in which language, since when. */
export type AlertForDigest = JobAlertRow & {
  recipient: string;
  name: string | null;
  locale: Locale;
  active: boolean;
  confirmedAt: Date | null;
  unsubscribeToken: string;
};

export type AlertSearchInput = {
  title: string;
  query: string;
  filters: FiltersQuery;
  frequency: JobAlertFrequency;
  locale: Locale;
};

export type DigestRow = {
  vacancyIds: string[];
  matched: number;
  status: 'pending' | 'sent' | 'empty';
  createdAt: Date;
};

export type DigestVacancy = {
  id: string;
  slug: string;
  title: string;
  companyName: string | null;
  cities: string[];
  publishedAt: Date;
};

const ALERT_COLUMNS = `a.id, a.title, a.query, a.filters, a.frequency, a.paused_at is not null as paused,
  a.created_at as "createdAt", a.last_sent_at as "lastSentAt"`;

/** The pause of an alert after a change whose `paused` (true, false or null: unchanged) is `param`. */
const pausedAt = (param: string) =>
  `case when ${param}::boolean is null then a.paused_at when ${param} then coalesce(a.paused_at, now()) else null end`;

/** Frequency ($2, null: unchanged) and pause ($3) of a change. */
const CHANGES = `frequency = coalesce($2, a.frequency), paused_at = ${pausedAt('$3')}`;

/** Live: confirmed, not paused, not unsubscribed. */
const ACTIVE = 'a.confirmed_at is not null and a.paused_at is null and a.unsubscribed_at is null';

/** Job alerts and their digests (migration 0014). */
export function jobAlertsRepository(db: Db) {
  return {
    /** A candidate's alert for a search; the same search again updates the one there is (a retry). */
    async createForCandidate(
      userId: string,
      input: AlertSearchInput,
      unsubscribeToken: string,
      tx: Db = db,
    ): Promise<JobAlertRow | undefined> {
      const { rows } = await tx.query<JobAlertRow>(
        `insert into job_alerts as a (candidate_id, title, query, filters, frequency, locale, confirmed_at, unsubscribe_token)
         select c.id, $2::text, $3::text, $4::jsonb, $5::text, $6::text, now(), $7::text from candidates c where c.user_id = $1
         on conflict (candidate_id, query, filters) where candidate_id is not null and unsubscribed_at is null
         do update set frequency = excluded.frequency, title = excluded.title, paused_at = null
         returning ${ALERT_COLUMNS}`,
        [userId, input.title, input.query, input.filters, input.frequency, input.locale, unsubscribeToken],
      );
      return rows[0];
    },

    /**
     * A visitor's alert, to be confirmed through `confirmTokenHash`. The same e-mail and search again
     * (a retry) updates the one there is and, while it is unconfirmed, takes the new token.
     */
    async createPublic(
      contact: { email: string; phone: string },
      input: AlertSearchInput,
      confirmTokenHash: string,
      unsubscribeToken: string,
      tx: Db = db,
    ): Promise<{ id: string; confirmed: boolean; linkToken: string }> {
      const { rows } = await tx.query<{ id: string; confirmed: boolean; linkToken: string }>(
        `insert into job_alerts as a (email, phone, title, query, filters, frequency, locale, confirm_token_hash, unsubscribe_token)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (email, query, filters) where candidate_id is null and unsubscribed_at is null
         do update set phone = excluded.phone, frequency = excluded.frequency, locale = excluded.locale,
           confirm_token_hash = case when a.confirmed_at is null then excluded.confirm_token_hash
             else a.confirm_token_hash end
         returning a.id, a.confirmed_at is not null as confirmed, a.unsubscribe_token as "linkToken"`,
        [
          contact.email,
          contact.phone,
          input.title,
          input.query,
          input.filters,
          input.frequency,
          input.locale,
          confirmTokenHash,
          unsubscribeToken,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('the alert was neither inserted nor found');
      return row;
    },

    /** Confirms the visitor's alert of a confirmation link; undefined for an unknown or used one. */
    async confirm(tokenHash: string, tx: Db = db): Promise<{ title: string } | undefined> {
      const { rows } = await tx.query<{ title: string }>(
        `update job_alerts set confirmed_at = now(), confirm_token_hash = null
          where confirm_token_hash = $1 and unsubscribed_at is null returning title`,
        [tokenHash],
      );
      return rows[0];
    },

    /** Unsubscribes the alert of an unsubscribe link (again: nothing changes); undefined when unknown. */
    async unsubscribe(token: string, tx: Db = db): Promise<{ title: string } | undefined> {
      const { rows } = await tx.query<{ title: string }>(
        `update job_alerts set unsubscribed_at = coalesce(unsubscribed_at, now())
          where unsubscribe_token = $1 returning title`,
        [token],
      );
      return rows[0];
    },

    /** The alert of the link of its e-mails (the unsubscribe token), while it is subscribed. */
    async byLinkToken(token: string, tx: Db = db): Promise<JobAlertRow | undefined> {
      const { rows } = await tx.query<JobAlertRow>(
        `select ${ALERT_COLUMNS} from job_alerts a where a.unsubscribe_token = $1 and a.unsubscribed_at is null`,
        [token],
      );
      return rows[0];
    },

    /** Changes the alert of an e-mail's link, with no sign-in; undefined when the link is unknown or spent. */
    async updateByLinkToken(
      token: string,
      changes: { frequency?: JobAlertFrequency | undefined; paused?: boolean | undefined },
      tx: Db = db,
    ): Promise<JobAlertRow | undefined> {
      const { rows } = await tx.query<JobAlertRow>(
        `update job_alerts a set ${CHANGES} where a.unsubscribe_token = $1 and a.unsubscribed_at is null
          returning ${ALERT_COLUMNS}`,
        [token, changes.frequency ?? null, changes.paused ?? null],
      );
      return rows[0];
    },

    /** Deletes the alert of an e-mail's link, with the visitor's e-mail and phone; false when unknown. */
    async removeByLinkToken(token: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('delete from job_alerts where unsubscribe_token = $1 returning id', [
        token,
      ]);
      return rows.length > 0;
    },

    async listOfCandidate(userId: string, tx: Db = db): Promise<JobAlertRow[]> {
      const { rows } = await tx.query<JobAlertRow>(
        `select ${ALERT_COLUMNS} from job_alerts a join candidates c on c.id = a.candidate_id
          where c.user_id = $1 and a.unsubscribed_at is null order by a.created_at desc, a.id`,
        [userId],
      );
      return rows;
    },

    /** Changes a candidate's own alert; undefined when it is not theirs (or gone). */
    async update(
      userId: string,
      alertId: string,
      changes: { frequency?: JobAlertFrequency | undefined; paused?: boolean | undefined },
      tx: Db = db,
    ): Promise<JobAlertRow | undefined> {
      const { rows } = await tx.query<JobAlertRow>(
        `update job_alerts a set frequency = coalesce($3, a.frequency), paused_at = ${pausedAt('$4')}
          from candidates c
          where c.id = a.candidate_id and c.user_id = $1 and a.id = $2 and a.unsubscribed_at is null
          returning ${ALERT_COLUMNS}`,
        [userId, alertId, changes.frequency ?? null, changes.paused ?? null],
      );
      return rows[0];
    },

    /** Deletes a candidate's own alert; false when it is not theirs. */
    async remove(userId: string, alertId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `delete from job_alerts a using candidates c
          where c.id = a.candidate_id and c.user_id = $1 and a.id = $2 returning a.id`,
        [userId, alertId],
      );
      return rows.length > 0;
    },

    /** Live alerts whose digest for the period of their frequency is not sent yet (none, or chosen and not sent). */
    async due(
      periods: Record<JobAlertFrequency, string>,
      tx: Db = db,
    ): Promise<{ id: string; period: string }[]> {
      const { rows } = await tx.query<{ id: string; period: string }>(
        `select a.id, case a.frequency when 'daily' then $1 else $2 end as period
           from job_alerts a
          where ${ACTIVE} and not exists (
            select 1 from job_alert_digests d
             where d.alert_id = a.id and d.period = case a.frequency when 'daily' then $1 else $2 end
               and d.status <> 'pending')
          order by a.created_at, a.id`,
        [periods.daily, periods.weekly],
      );
      return rows;
    },

    async forDigest(alertId: string, tx: Db = db): Promise<AlertForDigest | undefined> {
      const { rows } = await tx.query<AlertForDigest>(
        `select ${ALERT_COLUMNS}, coalesce(a.email, u.email) as recipient, c.first_name as name,
           a.locale, ${ACTIVE} as active, a.confirmed_at as "confirmedAt", a.unsubscribe_token as "unsubscribeToken"
           from job_alerts a
           left join candidates c on c.id = a.candidate_id
           left join users u on u.id = c.user_id
          where a.id = $1`,
        [alertId],
      );
      return rows[0];
    },

    async digest(alertId: string, period: string, tx: Db = db): Promise<DigestRow | undefined> {
      const { rows } = await tx.query<DigestRow>(
        `select vacancy_ids as "vacancyIds", matched, status, created_at as "createdAt"
           from job_alert_digests where alert_id = $1 and period = $2`,
        [alertId, period],
      );
      return rows[0];
    },

    /** Records the digest chosen for a period, unless one is there already (another worker's). */
    async recordDigest(
      alertId: string,
      period: string,
      vacancyIds: string[],
      matched: number,
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `insert into job_alert_digests (alert_id, period, vacancy_ids, matched, status)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [alertId, period, vacancyIds, matched, vacancyIds.length === 0 ? 'empty' : 'pending'],
      );
    },

    /** Marks a digest sent and moves the alert's window to the moment its vacancies were chosen. */
    async markSent(alertId: string, period: string, tx: Db = db): Promise<void> {
      await tx.transaction(async (inner) => {
        const { rows } = await inner.query<{ createdAt: Date }>(
          `update job_alert_digests set status = 'sent', sent_at = now()
            where alert_id = $1 and period = $2 and status = 'pending' returning created_at as "createdAt"`,
          [alertId, period],
        );
        const chosenAt = rows[0]?.createdAt;
        if (chosenAt)
          await inner.query('update job_alerts set last_sent_at = greatest(last_sent_at, $2) where id = $1', [
            alertId,
            chosenAt,
          ]);
      });
    },

    /** Of `ids` (in that order), the published vacancies that went live after `since`. */
    async publishedAfter(ids: string[], since: Date, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ id: string }>(
        `select v.id from unnest($1::uuid[]) with ordinality as picked (id, position)
           join vacancies v on v.id = picked.id
          where v.published_at > $2 order by picked.position`,
        [ids, since],
      );
      return rows.map((row) => row.id);
    },

    /** The vacancies of a digest, in its order, as the e-mail shows them. */
    async digestVacancies(ids: string[], tx: Db = db): Promise<DigestVacancy[]> {
      const { rows } = await tx.query<DigestVacancy>(
        `select v.id, v.slug, v.title, case when v.is_confidential then null else co.name end as "companyName",
           array(select ci.name from vacancy_cities vc join cities ci on ci.id = vc.city_id
                  where vc.vacancy_id = v.id order by vc.position, ci.name limit 3) as cities,
           v.published_at as "publishedAt"
           from unnest($1::uuid[]) with ordinality as picked (id, position)
           join vacancies v on v.id = picked.id
           join companies co on co.id = v.company_id
          order by picked.position`,
        [ids],
      );
      return rows;
    },
  };
}
