import type { Db } from '@camello/db';

export type OAuthClientRow = { id: string; name: string; secretHash: string; disabledAt: Date | null };

/** Registered partner apps and their redirect URIs. */
export function oauthClientsRepository(db: Db) {
  return {
    /** Registers a client with its redirect URIs, in one transaction; answers its id. */
    async insert(client: {
      name: string;
      secretHash: string;
      redirectUris: readonly string[];
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into oauth_clients (name, secret_hash) values ($1, $2) returning id`,
          [client.name, client.secretHash],
        );
        const id = rows[0]?.id;
        if (!id) throw new Error('client insert returned no row');
        await tx.query(
          `insert into oauth_client_redirect_uris (client_id, redirect_uri)
           select $1, uri from unnest($2::text[]) as uri on conflict do nothing`,
          [id, [...client.redirectUris]],
        );
        return id;
      });
    },
    async byId(id: string, tx: Db = db): Promise<OAuthClientRow | undefined> {
      const { rows } = await tx.query<OAuthClientRow>(
        `select id, name, secret_hash as "secretHash", disabled_at as "disabledAt" from oauth_clients where id = $1`,
        [id],
      );
      return rows[0];
    },
    /** Disables an enabled client; false when there is none with that id. */
    async disable(id: string, at: Date, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `update oauth_clients set disabled_at = $2 where id::text = $1 and disabled_at is null returning id`,
        [id, at],
      );
      return rows.length > 0;
    },
    /** Whether `redirectUri` is, exactly, one the client registered. */
    async hasRedirectUri(clientId: string, redirectUri: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `select 1 from oauth_client_redirect_uris where client_id = $1 and redirect_uri = $2`,
        [clientId, redirectUri],
      );
      return rows.length > 0;
    },
  };
}
