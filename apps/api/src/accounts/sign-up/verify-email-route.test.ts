import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import { verifyEmailResponseSchema } from '@camello/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app.ts';
import { DEMO_CANDIDATE_EMAIL, seedDemoAccounts } from '../demo-accounts.ts';

let db: Db;
let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoAccounts(db);
  app = await createServer({ db });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const verify = (body: unknown) =>
  fetch(`${baseUrl}/api/profile/v2/register/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/profile/v2/register/verify-email over HTTP', () => {
  it('answers true for a free e-mail and false for one with an account, whatever its case', async () => {
    const free = await verify({ email: 'nueva.persona@example.com' });
    expect(free.status).toBe(200);
    expect(free.headers.get('cache-control')).toBe('private, no-store');
    expect(verifyEmailResponseSchema.parse(await free.json())).toBe(true);
    expect(await (await verify({ email: DEMO_CANDIDATE_EMAIL })).json()).toBe(false);
    expect(await (await verify({ email: DEMO_CANDIDATE_EMAIL.toUpperCase() })).json()).toBe(false);
  });

  it('refuses what is not an e-mail with a Spanish 400', async () => {
    const response = await verify({ email: 'no-es-un-correo' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('El parámetro email no tiene un formato válido');
  });

  it('limits each IP, so that nobody can list accounts with it, and leaves other IPs alone', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1)
      answers.push((await verify({ email: `persona${attempt}@example.com` })).status);
    // The first test spent three of the twenty checks of this IP's window (a 400 spends none).
    expect(answers.filter((status) => status === 200)).toHaveLength(17);
    expect(answers.slice(17).every((status) => status === 429)).toBe(true);
    const refused = await verify({ email: 'otra@example.com' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/intentos/i);

    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/profile/v2/register/verify-email',
      payload: { email: 'otra@example.com' },
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toBe(true);
  });
});
