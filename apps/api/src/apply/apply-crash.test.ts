import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Db } from '@camello/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';
import { completeResume } from '../test-support/complete-resume.ts';
import { NOW } from '../test-support/job-fixtures.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';
import { signInNewAccount } from '../test-support/signed-in-account.ts';

const QUESTIONNAIRE = 'enfermero-jefe-bogota';
/** Held by the test, taken by the apply's transaction after it wrote the application and its answers. */
const LOCK = 4242;
const APP_NAME = 'camello_apply_crash';

const jobs = setUpApiApp({
  load: async (db: Db) => {
    const ids = await loadSearchFixtures(db);
    await db.query(
      `INSERT INTO vacancy_questions (vacancy_id, position, type, question, options) VALUES
         ($1, 0, 'unique', '¿Qué turno prefieres?', '{Día,Noche}'),
         ($1, 1, 'openShort', 'Número de tarjeta profesional', '{}')`,
      [ids.get(QUESTIONNAIRE)],
    );
    return ids;
  },
});
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The API in a process of its own on the test's database, on the tests' clock; answers its address. */
async function startApiProcess(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const app = new URL('../app.ts', import.meta.url).href;
  const script = `
    import { openDatabase } from '@camello/db';
    import { createServer } from '${app}';
    const db = await openDatabase({ databaseUrl: process.env.CRASH_DATABASE_URL });
    const app = await createServer({ db, now: () => new Date('${NOW.toISOString()}') });
    console.log(await app.listen({ port: 0, host: '127.0.0.1' }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('../../', import.meta.url),
    env: { ...process.env, CRASH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { child, baseUrl: line.toString().trim() };
}

/** Waits until `sql` answers a count of `expected`, asking again every 50 ms. */
async function until(sql: string, params: unknown[], expected: number) {
  for (;;) {
    const { rows } = await jobs.db.query<{ n: number }>(sql, params);
    if (Number(rows[0]?.n) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A signed-in candidate who accepted the terms in force, with a complete résumé: ready to apply. */
async function candidateWithTerms() {
  const account = await signInNewAccount(jobs.app, jobs.db);
  const accepted = await jobs.app.inject({
    method: 'POST',
    url: '/api/profile/v1/candidate-terms',
    payload: { versions: { terms: '1', data_policy: '1' } },
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  expect(accepted.statusCode).toBe(200);
  await completeResume(jobs.app, account);
  return account;
}

/** The test database's URL for an API process (named, to find its sessions), and a whole apply body. */
async function applyTarget() {
  const { rows } = await jobs.db.query<{ database: string; public_id: string; questions: string[] }>(
    `SELECT current_database() AS database, v.public_id,
          ARRAY(SELECT id::text FROM vacancy_questions q WHERE q.vacancy_id = v.id ORDER BY position) AS questions
     FROM vacancies v WHERE v.slug = $1`,
    [QUESTIONNAIRE],
  );
  const { database, public_id: jobId, questions } = rows[0] as (typeof rows)[number];
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${database}`;
  url.searchParams.set('application_name', APP_NAME);
  const body = {
    jobId,
    answers: [
      { questionId: questions[0], optionIds: ['1'] },
      { questionId: questions[1], text: 'TP-12345' },
    ],
  };
  return { url, body };
}

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
});

beforeAll(async () => {
  if (!onPostgres) return;
  await jobs.db.exec(`
    CREATE FUNCTION test_hold_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_advisory_xact_lock(${LOCK}); RETURN NEW; END; $$;
    CREATE TRIGGER test_hold_apply BEFORE INSERT ON application_events
      FOR EACH ROW EXECUTE FUNCTION test_hold_apply();`);
});

describe('an apply interrupted by the death of the server', () => {
  it.skipIf(!onPostgres)(
    'leaves no application, and no answer, behind',
    async () => {
      const ana = await candidateWithTerms();
      const { url, body } = await applyTarget();
      const written = async () =>
        (
          await jobs.db.query<{ applications: number; answers: number }>(
            `SELECT (SELECT count(*) FROM applications WHERE candidate_id = $1)::int AS applications,
                  (SELECT count(*) FROM application_answers aa JOIN applications a ON a.id = aa.application_id
                    WHERE a.candidate_id = $1)::int AS answers`,
            [ana.candidateId],
          )
        ).rows[0];

      await jobs.db.transaction(async (holder) => {
        await holder.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
        const api = await startApiProcess(url.toString());
        child = api.child;
        const applying = fetch(`${api.baseUrl}/api/jobs/v1/jobs/apply`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ana.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).catch((error: unknown) => error);
        // The apply has written its application and answers and waits to write its event.
        await until(
          `SELECT count(*) AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND NOT l.granted AND a.application_name = $1`,
          [APP_NAME],
          1,
        );
        child.kill('SIGKILL');
        await once(child, 'exit');
        expect(await applying).toBeInstanceOf(Error);
      });
      // Its lock released, the transaction finds its client gone and rolls back.
      await until('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [APP_NAME], 0);
      expect(await written()).toEqual({ applications: 0, answers: 0 });

      await jobs.db.exec(
        'DROP TRIGGER test_hold_apply ON application_events; DROP FUNCTION test_hold_apply();',
      );
      const again = await jobs.app.inject({
        method: 'POST',
        url: '/api/jobs/v1/jobs/apply',
        payload: body,
        headers: { authorization: `Bearer ${ana.accessToken}` },
      });
      expect(again.statusCode, again.body).toBe(201);
      expect(await written()).toEqual({ applications: 1, answers: 2 });
    },
    120_000,
  );

  it.skipIf(!onPostgres)(
    'leaves each of many concurrent applies whole or absent, never an application without its answers',
    async () => {
      const candidates = await Promise.all(Array.from({ length: 12 }, () => candidateWithTerms()));
      const { url, body } = await applyTarget();
      const api = await startApiProcess(url.toString());
      child = api.child;
      const applying = candidates.map((candidate) =>
        fetch(`${api.baseUrl}/api/jobs/v1/jobs/apply`, {
          method: 'POST',
          headers: { authorization: `Bearer ${candidate.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(
          (response) => response.status,
          () => 'killed',
        ),
      );
      // Killed once the first of them has committed, while the others are on their way.
      await until(
        `SELECT least(count(*), 1) AS n FROM applications WHERE candidate_id = ANY($1::uuid[])`,
        [candidates.map((candidate) => candidate.candidateId)],
        1,
      );
      child.kill('SIGKILL');
      await once(child, 'exit');
      const outcomes = await Promise.all(applying);
      await until('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [APP_NAME], 0);
      const { rows } = await jobs.db.query<{ answers: number }>(
        `SELECT (SELECT count(*) FROM application_answers aa WHERE aa.application_id = a.id)::int AS answers
           FROM applications a WHERE a.candidate_id = ANY($1::uuid[])`,
        [candidates.map((candidate) => candidate.candidateId)],
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.map((row) => row.answers)).toEqual(rows.map(() => 2));
      // Every apply the server answered 201 is among them.
      expect(rows.length).toBeGreaterThanOrEqual(outcomes.filter((outcome) => outcome === 201).length);
    },
    120_000,
  );
});
