import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { signingKeysRepository } from './signing-keys-repository.ts';

type SigningKeys = ReturnType<typeof signingKeysRepository>;
type Key = CryptoKey | Uint8Array;

/** How long an instance trusts its copy of the active key before asking the database again. */
const ACTIVE_KEY_TTL_MS = 60_000;

export type KeyRing = {
  /** The key that signs now, with its id. */
  signingKey(): Promise<{ kid: string; key: Key }>;
  /** The public key of `kid`, active or retired; undefined for a key this database never had. */
  verificationKey(kid: string): Promise<Key | undefined>;
  /** Makes a new key the signing one; older keys keep verifying. Answers its id. */
  rotate(): Promise<string>;
};

async function newKey(keys: SigningKeys): Promise<string> {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const kid = crypto.randomUUID();
  const withKid = (jwk: JWK): JWK => ({ ...jwk, kid, alg: 'EdDSA' });
  await keys.insert({
    kid,
    privateJwk: withKid(await exportJWK(pair.privateKey)),
    publicJwk: withKid(await exportJWK(pair.publicKey)),
  });
  return kid;
}

/**
 * Token signing keys kept in the database, so every instance signs and verifies with the same
 * ones. The first instance that needs a key and finds none creates it.
 */
export function createKeyRing(keys: SigningKeys, now: () => Date): KeyRing {
  let active: { kid: string; key: Key; loadedAt: number } | undefined;
  const publicKeys = new Map<string, Key>();

  async function loadActive() {
    const row = (await keys.active()) ?? (await keys.byKid(await newKey(keys)));
    if (!row) throw new Error('the signing key just created is missing');
    active = { kid: row.kid, key: await importJWK(row.privateJwk, 'EdDSA'), loadedAt: now().getTime() };
    return active;
  }

  return {
    async signingKey() {
      const current =
        active && now().getTime() - active.loadedAt < ACTIVE_KEY_TTL_MS ? active : await loadActive();
      return { kid: current.kid, key: current.key };
    },
    async verificationKey(kid) {
      const known = publicKeys.get(kid);
      if (known) return known;
      const row = await keys.byKid(kid);
      if (!row) return undefined;
      const key = await importJWK(row.publicJwk, 'EdDSA');
      publicKeys.set(kid, key);
      return key;
    },
    async rotate() {
      const kid = await newKey(keys);
      await keys.retireAllBut(kid, now());
      active = undefined;
      return kid;
    },
  };
}
