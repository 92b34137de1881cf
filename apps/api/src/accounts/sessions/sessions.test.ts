import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { createRepositories } from '../../services/repositories.ts';
import type { UserRow } from '../users-repository.ts';
import { createKeyRing } from './key-ring.ts';
import { createSessions, hashToken, LIVE_FAMILY_MEMO_MS, REFRESH_REUSE_GRACE_MS } from './sessions.ts';
import { createAccessTokens } from './tokens.ts';

let db: Db;
let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

/** One app instance's token machinery on the shared database. */
function instance() {
  const keyRing = createKeyRing(createRepositories(db).signingKeys, now);
  const accessTokens = createAccessTokens(keyRing, now);
  return {
    keyRing,
    accessTokens,
    sessions: createSessions({
      db,
      now,
      accessTokens,
      revokeGrant: createRepositories(db).oauthFlows.revokeGrant,
    }),
  };
}

let user: UserRow;
beforeAll(async () => {
  db = await openTestDatabase();
  user = await createRepositories(db).users.insert({
    email: 'sesiones@example.com',
    passwordHash: await hashPassword('una clave larga y segura'),
    role: 'candidate',
  });
});
afterAll(() => db.close());

describe('passwords', () => {
  it('hashes with argon2id and a salt of its own, and verifies only the right password', async () => {
    const first = await hashPassword('correcta');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correcta')).not.toBe(first);
    expect(await verifyPassword(first, 'correcta')).toBe(true);
    expect(await verifyPassword(first, 'Correcta')).toBe(false);
    expect(await verifyPassword('not a hash', 'correcta')).toBe(false);
  });
});

describe('signing keys in the database', () => {
  it('creates a key on first use and shares it with every instance; rotation keeps old tokens valid', async () => {
    const { signingKeys } = createRepositories(db);
    expect(await signingKeys.active()).toBeUndefined();
    const a = instance();
    const b = instance();
    const claims = { userId: user.id, role: 'candidate' as const, familyId: crypto.randomUUID() };

    const before = await a.accessTokens.issue(claims);
    const firstKid = decodeProtectedHeader(before.token).kid;
    expect((await signingKeys.active())?.kid).toBe(firstKid);
    expect(await b.accessTokens.verify(before.token)).toEqual(claims);
    expect(decodeProtectedHeader((await b.accessTokens.issue(claims)).token).kid).toBe(firstKid);

    const newKid = await b.keyRing.rotate();
    const after = await b.accessTokens.issue(claims);
    expect(decodeProtectedHeader(after.token).kid).toBe(newKid);
    // Instance a learns the new key from the database and still accepts the old one.
    expect(await a.accessTokens.verify(after.token)).toEqual(claims);
    expect(await a.accessTokens.verify(before.token)).toEqual(claims);
    clock = minutes(2);
    expect(decodeProtectedHeader((await a.accessTokens.issue(claims)).token).kid).toBe(newKid);
  });

  it('refuses expired, tampered and foreign tokens', async () => {
    const { accessTokens } = instance();
    const claims = { userId: user.id, role: 'candidate' as const, familyId: crypto.randomUUID() };
    const { token, expiresAt } = await accessTokens.issue(claims);
    expect(expiresAt.getTime() - clock.getTime()).toBe(15 * 60_000);

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.role = 'admin';
    expect(
      await accessTokens.verify(
        `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`,
      ),
    ).toBeNull();
    expect(await accessTokens.verify('not.a.token')).toBeNull();
    expect(await accessTokens.verify('')).toBeNull();

    const foreign = createAccessTokens(
      { ...instance().keyRing, verificationKey: async () => undefined },
      now,
    );
    expect(await foreign.verify(token)).toBeNull();

    // Verified once, it is known until it expires, and not a second longer.
    expect(await accessTokens.verify(token)).toEqual(claims);
    clock = minutes(15);
    expect(await accessTokens.verify(token)).toBeNull();
    clock = minutes(1);
    expect(await accessTokens.verify(token)).toBeNull();
  });
});

describe('sessions', () => {
  it('rotates the refresh token on every use and stores only its hash', async () => {
    const { sessions } = instance();
    const started = await sessions.start(user, { userAgent: 'vitest', ipAddress: '192.0.2.1' });
    expect(await sessions.authenticate(started.accessToken)).toMatchObject({
      id: user.id,
      role: 'candidate',
    });

    const { rows } = await db.query<{ refresh_token_hash: string }>(
      'select refresh_token_hash from sessions where user_id = $1',
      [user.id],
    );
    expect(rows.map((row) => row.refresh_token_hash)).toEqual([hashToken(started.refreshToken)]);

    const refreshed = await sessions.refresh(started.refreshToken);
    expect(refreshed?.refreshToken).toBeDefined();
    expect(refreshed?.refreshToken).not.toBe(started.refreshToken);
    const second = await sessions.refresh(refreshed?.refreshToken ?? '');
    expect(await sessions.authenticate(second?.accessToken ?? '')).toMatchObject({ id: user.id });
  });

  it('revokes the whole family when a rotated refresh token is replayed', async () => {
    const { sessions } = instance();
    const started = await sessions.start(user);
    const rotated = await sessions.refresh(started.refreshToken);
    expect(rotated).not.toBeNull();

    clock = new Date(clock.getTime() + REFRESH_REUSE_GRACE_MS + 1_000);
    expect(await sessions.refresh(started.refreshToken)).toBeNull();
    // The thief's replay also ends the legitimate holder's session and its access tokens.
    expect(await sessions.refresh(rotated?.refreshToken ?? '')).toBeNull();
    expect(await sessions.authenticate(rotated?.accessToken ?? '')).toBeNull();
    expect(await sessions.authenticate(started.accessToken)).toBeNull();
  });

  it('lets a second tab refresh with the token the first tab just rotated, and only within the grace window', async () => {
    const { sessions } = instance();
    const started = await sessions.start(user);
    const firstTab = await sessions.refresh(started.refreshToken);
    clock = new Date(clock.getTime() + REFRESH_REUSE_GRACE_MS - 1_000);
    const secondTab = await sessions.refresh(started.refreshToken);
    expect(secondTab?.refreshToken).toBeDefined();
    expect(secondTab?.refreshToken).not.toBe(firstTab?.refreshToken);
    // Both tabs stay signed in, each with a token of its own.
    expect(await sessions.authenticate(firstTab?.accessToken ?? '')).toMatchObject({ id: user.id });
    expect(await sessions.refresh(firstTab?.refreshToken ?? '')).not.toBeNull();
    expect(await sessions.refresh(secondTab?.refreshToken ?? '')).not.toBeNull();

    // A signed-out family gives nothing, even within the window.
    const other = await sessions.start(user);
    const rotated = await sessions.refresh(other.refreshToken);
    await sessions.end(rotated?.refreshToken ?? '');
    expect(await sessions.refresh(other.refreshToken)).toBeNull();
  });

  it('signs out: the family’s access and refresh tokens stop working, other sign-ins go on', async () => {
    const { sessions } = instance();
    const phone = await sessions.start(user);
    const laptop = await sessions.start(user);
    await sessions.end(phone.refreshToken);
    expect(await sessions.authenticate(phone.accessToken)).toBeNull();
    expect(await sessions.refresh(phone.refreshToken)).toBeNull();
    expect(await sessions.authenticate(laptop.accessToken)).not.toBeNull();
  });

  it('takes a family it found live as live for a moment: ended here it stops at once, elsewhere within the moment', async () => {
    const here = instance().sessions;
    const elsewhere = instance().sessions;
    const phone = await here.start(user);
    const laptop = await here.start(user);
    expect(await here.authenticate(phone.accessToken)).not.toBeNull();
    expect(await here.authenticate(laptop.accessToken)).not.toBeNull();

    await here.end(phone.refreshToken);
    expect(await here.authenticate(phone.accessToken)).toBeNull();

    await elsewhere.end(laptop.refreshToken);
    // The page being rendered here may still finish its calls…
    clock = new Date(clock.getTime() + LIVE_FAMILY_MEMO_MS - 1);
    expect(await here.authenticate(laptop.accessToken)).not.toBeNull();
    // …but not one more moment.
    clock = new Date(clock.getTime() + 1);
    expect(await here.authenticate(laptop.accessToken)).toBeNull();
    expect(await elsewhere.authenticate(laptop.accessToken)).toBeNull();
  });

  it('ends every other session of a user, and refuses unknown and expired refresh tokens', async () => {
    const { sessions } = instance();
    const kept = await sessions.start(user);
    const other = await sessions.start(user);
    const keptFamily = (await sessions.authenticate(kept.accessToken))?.familyId ?? null;
    await sessions.endAllOfUser(user.id, keptFamily);
    expect(await sessions.authenticate(other.accessToken)).toBeNull();
    expect(await sessions.authenticate(kept.accessToken)).not.toBeNull();

    expect(await sessions.refresh('unknown-token')).toBeNull();
    clock = new Date(clock.getTime() + 31 * 24 * 60 * 60_000);
    expect(await sessions.refresh(kept.refreshToken)).toBeNull();
  });
});
