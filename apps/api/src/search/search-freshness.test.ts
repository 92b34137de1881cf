import { describe, expect, it, vi } from 'vitest';
import { searchOk, setUpApiApp, slugsOf, text } from '../test-support/api-app.ts';
import { insertVacancy, NOW } from '../test-support/job-fixtures.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';

// The index polls the database every 2 s: changes must show within a few polls, with no restart.
const WITHIN_POLLS = { timeout: 15_000, interval: 250 };

let clock = NOW;

const jobs = setUpApiApp({ load: loadSearchFixtures, now: () => clock });

const found = async (term: string) =>
  slugsOf(await searchOk(jobs.app, { ...text(term), paginator: { pageSize: 40 } }));

describe('search freshness', () => {
  it('drops a vacancy that was paused and brings it back when published again', async () => {
    expect(await found('pediatra')).toEqual(['medica-pediatra-bogota']);
    await jobs.db.query(`UPDATE vacancies SET status = 'paused' WHERE slug = 'medica-pediatra-bogota'`);
    await vi.waitFor(async () => expect(await found('pediatra')).toEqual([]), WITHIN_POLLS);
    await jobs.db.query(`UPDATE vacancies SET status = 'published' WHERE slug = 'medica-pediatra-bogota'`);
    await vi.waitFor(
      async () => expect(await found('pediatra')).toEqual(['medica-pediatra-bogota']),
      WITHIN_POLLS,
    );
  });

  it('picks up a newly published vacancy and an edited title', async () => {
    expect(await found('fonoaudiologo')).toEqual([]);
    await insertVacancy(jobs.db, {
      slug: 'fonoaudiologo-cali',
      title: 'Fonoaudiólogo',
      description: '<p>Atención de pacientes en consulta externa.</p>',
      company: 'clinica-aurora',
      cities: ['cali'],
      publishedAt: new Date(NOW.getTime() - 3_600_000),
    });
    await vi.waitFor(
      async () => expect(await found('fonoaudiologa')).toEqual(['fonoaudiologo-cali']),
      WITHIN_POLLS,
    );
    await jobs.db.query(
      `UPDATE vacancies SET title = 'Terapeuta/logopeda del lenguaje' WHERE slug = 'fonoaudiologo-cali'`,
    );
    await vi.waitFor(
      async () => expect(await found('terapeuta lenguaje')).toEqual(['fonoaudiologo-cali']),
      WITHIN_POLLS,
    );
    // PostgreSQL reads "Terapeuta/logopeda" as one token: its words are indexed too.
    expect(await found('logopedas')).toEqual(['fonoaudiologo-cali']);
    expect(await found('fonoaudiologo')).toEqual([]);
  });

  it('hides every vacancy of a company switched off', async () => {
    expect(await found('desarrolladora')).toContain('desarrolladora-backend-bogota');
    await jobs.db.query(`UPDATE companies SET is_active = false WHERE slug = 'software-andino'`);
    await vi.waitFor(async () => expect(await found('desarrolladora')).toEqual([]), WITHIN_POLLS);
    await jobs.db.query(`UPDATE companies SET is_active = true WHERE slug = 'software-andino'`);
    await vi.waitFor(async () => expect(await found('desarrolladora')).not.toEqual([]), WITHIN_POLLS);
  });

  it('expires a vacancy when its validity ends, without any write', async () => {
    const { rows } = await jobs.db.query<{ valid_through: Date }>(
      `SELECT valid_through FROM vacancies WHERE slug = 'enfermero-jefe-bogota'`,
    );
    const validThrough = (rows[0] as { valid_through: Date }).valid_through;
    expect(await found('enfermero jefe')).toEqual(['enfermero-jefe-bogota']);
    clock = new Date(validThrough.getTime() + 1);
    expect(await found('enfermero jefe')).toEqual([]);
    clock = NOW;
    expect(await found('enfermero jefe')).toEqual(['enfermero-jefe-bogota']);
  });
});
