import type { Db } from '@camello/db';

export type NewOAuthFlow = {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: 'ALL';
  codeChallenge: string;
  expiresAt: Date;
};

/** A flow still open (not expired, its client enabled), with the name of its client. */
export type OAuthFlowRow = {
  id: string;
  clientId: string;
  clientName: string;
  redirectUri: string;
  state: string;
  scope: 'ALL';
  userId: string | null;
  authorizedAt: Date | null;
  expiresAt: Date;
};

/** A partner app that can act for a candidate now: a live session started by one of its codes. */
export type PartnerGrantRow = { clientId: string; clientName: string; since: Date };

/** The session families a candidate's codes for a client started. */
const familiesOfGrant = `select a.session_family_id from oauth_authorization_codes a
  join oauth_flows f on f.id = a.flow_id where f.user_id = $1 and f.client_id::text = $2`;

/** What the token endpoint needs of the flow behind a code it has just consumed. */
export type ConsumedCode = { userId: string; redirectUri: string; codeChallenge: string };

const flowColumns = `f.id, f.client_id as "clientId", c.name as "clientName", f.redirect_uri as "redirectUri",
  f.state, f.scope, f.user_id as "userId", f.authorized_at as "authorizedAt", f.expires_at as "expiresAt"`;

/**
 * Authorization flows of partner apps and the codes they end in (stored by hash). Each step is one
 * conditional statement, so that a retried or concurrent request never approves, authorizes or
 * redeems anything twice.
 */
export function oauthFlowsRepository(db: Db) {
  return {
    async insert(flow: NewOAuthFlow, now: Date, tx: Db = db): Promise<string> {
      const { rows } = await tx.query<{ id: string }>(
        `insert into oauth_flows (client_id, redirect_uri, state, scope, code_challenge, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [flow.clientId, flow.redirectUri, flow.state, flow.scope, flow.codeChallenge, now, flow.expiresAt],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('flow insert returned no row');
      return id;
    },
    async open(flowId: string, now: Date, tx: Db = db): Promise<OAuthFlowRow | undefined> {
      const { rows } = await tx.query<OAuthFlowRow>(
        `select ${flowColumns} from oauth_flows f join oauth_clients c on c.id = f.client_id
          where f.id = $1 and f.expires_at > $2 and c.disabled_at is null`,
        [flowId, now],
      );
      return rows[0];
    },
    /**
     * Records that `userId` consents to the flow of `clientId`; true again for the same person, false
     * when the flow is of another client, expired, authorized already or consented by someone else.
     */
    async approve(
      flowId: string,
      clientId: string,
      userId: string,
      now: Date,
      tx: Db = db,
    ): Promise<boolean> {
      const { rows } = await tx.query(
        `update oauth_flows f set user_id = $3, approved_at = coalesce(f.approved_at, $4)
           from oauth_clients c
          where f.id = $1 and f.client_id = $2 and c.id = f.client_id and c.disabled_at is null
            and f.expires_at > $4 and f.authorized_at is null and (f.user_id is null or f.user_id = $3)
          returning f.id`,
        [flowId, clientId, userId, now],
      );
      return rows.length > 0;
    },
    /**
     * Ends a flow `userId` consented to in its code (by hash), once; answers where to send the
     * candidate, or undefined when the flow is not theirs, not consented, expired or authorized already.
     */
    async authorize(
      flowId: string,
      userId: string,
      code: { hash: string; expiresAt: Date },
      now: Date,
    ): Promise<{ redirectUri: string; state: string } | undefined> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ redirectUri: string; state: string }>(
          `update oauth_flows f set authorized_at = $3
             from oauth_clients c
            where f.id = $1 and f.user_id = $2 and c.id = f.client_id and c.disabled_at is null
              and f.authorized_at is null and f.expires_at > $3
            returning f.redirect_uri as "redirectUri", f.state`,
          [flowId, userId, now],
        );
        const flow = rows[0];
        if (!flow) return undefined;
        await tx.query(
          `insert into oauth_authorization_codes (code_hash, flow_id, created_at, expires_at) values ($1, $2, $3, $4)`,
          [code.hash, flowId, now, code.expiresAt],
        );
        return flow;
      });
    },
    /** Uses a live code of `clientId` once; undefined when it is unknown, another client's, used or expired. */
    async consumeCode(
      codeHash: string,
      clientId: string,
      now: Date,
      tx: Db = db,
    ): Promise<ConsumedCode | undefined> {
      const { rows } = await tx.query<ConsumedCode>(
        `update oauth_authorization_codes a set used_at = $3
           from oauth_flows f
          where a.code_hash = $1 and f.id = a.flow_id and f.client_id = $2
            and a.used_at is null and a.expires_at > $3
          returning f.user_id as "userId", f.redirect_uri as "redirectUri", f.code_challenge as "codeChallenge"`,
        [codeHash, clientId, now],
      );
      return rows[0];
    },
    /**
     * Notes that a used code of `clientId` came back; answers the session family its first use
     * started (null while that exchange is still running), or undefined when the code was never used.
     */
    async recordReplay(
      codeHash: string,
      clientId: string,
      now: Date,
      tx: Db = db,
    ): Promise<string | null | undefined> {
      const { rows } = await tx.query<{ familyId: string | null }>(
        `update oauth_authorization_codes a set replayed_at = coalesce(a.replayed_at, $3)
           from oauth_flows f
          where a.code_hash = $1 and f.id = a.flow_id and f.client_id = $2 and a.used_at is not null
          returning a.session_family_id as "familyId"`,
        [codeHash, clientId, now],
      );
      return rows[0] === undefined ? undefined : rows[0].familyId;
    },
    /** The partner apps with a live session of `userId`'s, by name. */
    async grantsOf(userId: string, now: Date, tx: Db = db): Promise<PartnerGrantRow[]> {
      const { rows } = await tx.query<PartnerGrantRow>(
        `select c.id as "clientId", c.name as "clientName", min(f.approved_at) as since
           from oauth_authorization_codes a
           join oauth_flows f on f.id = a.flow_id
           join oauth_clients c on c.id = f.client_id
          where f.user_id = $1
            and exists (select 1 from sessions s where s.family_id = a.session_family_id
                          and s.revoked_at is null and s.expires_at > $2)
          group by c.id, c.name
          order by c.name, c.id`,
        [userId, now],
      );
      return rows;
    },
    /** Ends every session a client holds for `userId`; false when it held none. */
    async revokeGrant(userId: string, clientId: string, now: Date, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `update sessions set revoked_at = $3
          where revoked_at is null and family_id in (${familiesOfGrant}) returning id`,
        [userId, clientId, now],
      );
      return rows.length > 0;
    },
    /** Whether a session family was started by redeeming a code of `clientId`. */
    async isFamilyOfClient(familyId: string, clientId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `select 1 from oauth_authorization_codes a join oauth_flows f on f.id = a.flow_id
          where a.session_family_id = $1 and f.client_id = $2`,
        [familyId, clientId],
      );
      return rows.length > 0;
    },
    /** Keeps the session family a code's exchange started; true when the code was replayed meanwhile. */
    async recordIssued(codeHash: string, familyId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query<{ replayed: boolean }>(
        `update oauth_authorization_codes set session_family_id = $2 where code_hash = $1
          returning replayed_at is not null as replayed`,
        [codeHash, familyId],
      );
      return rows[0]?.replayed ?? false;
    },
  };
}
