import { testDataset } from '@camello/db/testing';
import { invitationsSchema } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test-support/analyst-accounts.ts';
import { signInNewAccount } from '../../test-support/signed-in-account.ts';
import { setUpApplicantsApp } from '../applicants/test-support/applicants-app.ts';

const api = setUpApplicantsApp();

const invitationsUrl = (companyId: string) => `/api/analyst/v1/companies/${companyId}/invitations`;

async function invite(account: { accessToken: string }, companyId: string, email: string) {
  return api.app.inject({
    method: 'POST',
    url: invitationsUrl(companyId),
    headers: bearer(account),
    payload: { email },
  });
}

/** The token of the newest invitation e-mail to `email`, read from the SMTP peer. */
async function tokenMailedTo(email: string, count = 1): Promise<string> {
  await expect
    .poll(() => api.inbox.filter((mail) => mail.envelopeTo.includes(email)).length, { timeout: 10_000 })
    .toBe(count);
  const mail = api.inbox.filter((received) => received.envelopeTo.includes(email)).at(-1)?.mail;
  const link = mail?.text?.match(/https:\/\/camello\.example\/analista\/invitacion\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation link in ${mail?.text}`);
  return new URL(link).searchParams.get('token') ?? '';
}

const emailOf = async (userId: string) =>
  (await api.db.query<{ email: string }>('SELECT email::text AS email FROM users WHERE id = $1', [userId]))
    .rows[0]?.email ?? '';

const accept = (account: { accessToken: string }, token: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/v1/analyst-invitations/accept',
    headers: bearer(account),
    payload: { token },
  });

describe('inviting another analyst by e-mail', () => {
  it('e-mails a single-use link through the queue; the invitee’s account joins the company once', async () => {
    const candidate = await signInNewAccount(api.app, api.db);
    const email = await emailOf(candidate.userId);
    const sent = await invite(api.a.analyst, api.a.companyId, email.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(201);
    expect(invitationsSchema.parse(sent.json()).invitations).toEqual([
      expect.objectContaining({ email, expired: false }),
    ]);
    const token = await tokenMailedTo(email);
    const mail = api.inbox.find((received) => received.envelopeTo.includes(email))?.mail;
    expect(mail?.subject).toBe(`Te invitaron a reclutar para ${api.a.companyName} en Camello`);
    // Only the token's hash is stored.
    const { rows } = await api.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM analyst_invitations WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);

    const preview = await api.app.inject({
      method: 'POST',
      url: '/api/auth/v1/analyst-invitations/preview',
      payload: { token },
    });
    expect(preview.json()).toEqual({ companyName: api.a.companyName, email });

    const accepted = await accept(candidate, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().companyName).toBe(api.a.companyName);
    // The candidate account is now an analyst's, linked as a recruiter.
    const { rows: links } = await api.db.query(
      `SELECT u.role, ac.role AS link FROM users u JOIN analyst_companies ac ON ac.analyst_id = u.id
        WHERE u.id = $1 AND ac.company_id = $2`,
      [candidate.userId, api.a.companyId],
    );
    expect(links).toEqual([{ role: 'analyst', link: 'recruiter' }]);
    // No longer pending; the same link again is refused with its reason.
    const pending = await api.app.inject({
      url: invitationsUrl(api.a.companyId),
      headers: bearer(api.a.analyst),
    });
    expect(pending.json().invitations).toEqual([]);
    const again = await accept(candidate, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/ya no sirve/);
    // Inviting someone who already works there is refused.
    const twice = await invite(api.a.analyst, api.a.companyId, email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esa persona ya trabaja en esta empresa');
  });

  it('inviting the same e-mail again renews the pending invitation instead of adding one', async () => {
    const email = `repetida-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await invite(api.a.analyst, api.a.companyId, email)).statusCode).toBe(201);
    const first = await tokenMailedTo(email);
    const second = await invite(api.a.analyst, api.a.companyId, email);
    expect(second.json().invitations.filter((each: { email: string }) => each.email === email)).toHaveLength(
      1,
    );
    const renewed = await tokenMailedTo(email, 2);
    expect(renewed).not.toBe(first);
    const { rows } = await api.db.query('SELECT 1 FROM analyst_invitations WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    // The database refuses a second pending invitation of the same address, whatever the code does.
    await expect(
      api.db.query(
        `INSERT INTO analyst_invitations (company_id, email, token_hash, expires_at)
         VALUES ($1, $2, 'otro-hash', now() + interval '1 day')`,
        [api.a.companyId, email.toUpperCase()],
      ),
    ).rejects.toThrow(/analyst_invitations_pending_idx/);
    // The first link no longer works.
    const invitee = await signInNewAccount(api.app, api.db);
    expect((await accept(invitee, first)).statusCode).toBe(410);
  });

  it('refuses an expired link, a link for another e-mail and a cancelled one; never a 500', async () => {
    const candidate = await signInNewAccount(api.app, api.db);
    const email = await emailOf(candidate.userId);
    await invite(api.a.analyst, api.a.companyId, email);
    const token = await tokenMailedTo(email);
    const stranger = await signInNewAccount(api.app, api.db);
    const foreign = await accept(stranger, token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/es para otro correo/);

    // Past its expiry by the API's clock.
    await api.db.query('UPDATE analyst_invitations SET expires_at = $2 WHERE email = $1', [
      email,
      new Date(testDataset.now.getTime() - 1000),
    ]);
    expect((await accept(candidate, token)).statusCode).toBe(410);
    const listed = await api.app.inject({
      url: invitationsUrl(api.a.companyId),
      headers: bearer(api.a.analyst),
    });
    const expired = listed.json().invitations.find((each: { email: string }) => each.email === email);
    expect(expired).toMatchObject({ expired: true });

    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `${invitationsUrl(api.a.companyId)}/${expired.id}`,
      headers: bearer(api.a.analyst),
    });
    expect(cancelled.json()).toEqual({ cancelled: true });
    const garbage = await accept(candidate, 'x'.repeat(43));
    expect(garbage.statusCode).toBe(410);
    const malformed = await accept(candidate, 'corto');
    expect(malformed.statusCode).toBe(400);
  });

  it('is only for the company’s analysts: another company’s gets 404, a candidate 403', async () => {
    const email = `ajena-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await invite(api.b.analyst, api.a.companyId, email)).statusCode).toBe(404);
    await invite(api.a.analyst, api.a.companyId, email);
    const { id } = (
      await api.app.inject({ url: invitationsUrl(api.a.companyId), headers: bearer(api.a.analyst) })
    )
      .json()
      .invitations.find((each: { email: string }) => each.email === email);
    const asB = await api.app.inject({
      url: invitationsUrl(api.a.companyId),
      headers: bearer(api.b.analyst),
    });
    expect(asB.statusCode).toBe(404);
    const cancelByB = await api.app.inject({
      method: 'DELETE',
      url: `${invitationsUrl(api.b.companyId)}/${id}`,
      headers: bearer(api.b.analyst),
    });
    expect(cancelByB.statusCode).toBe(404);
    const candidate = await signInNewAccount(api.app, api.db);
    expect((await invite(candidate, api.a.companyId, email)).statusCode).toBe(403);
  });
});
