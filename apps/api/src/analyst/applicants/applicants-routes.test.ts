import type { ApplicantDetail, VacancyApplicants } from '@camello/domain/contracts';
import {
  applicantDetailSchema,
  bulkApplicantMoveSchema,
  companyStagesSchema,
  vacancyApplicantsSchema,
} from '@camello/domain/contracts';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { openApiOperations, samplePath } from '../../security/openapi-operations.ts';
import { createRepositories } from '../../services/repositories.ts';
import { signInNewAccount } from '../../test-support/signed-in-account.ts';
import { applicantOf, bearer, companyUrl, setUpApplicantsApp } from './test-support/applicants-app.ts';

const api = setUpApplicantsApp();

async function list(query: object = {}): Promise<VacancyApplicants> {
  const response = await api.app.inject({
    url: `${companyUrl(api.a.companyId, `/vacancies/${api.a.vacancyId}/applicants`)}?${qs.stringify(query)}`,
    headers: bearer(api.a.analyst),
  });
  expect(response.statusCode, response.body).toBe(200);
  return vacancyApplicantsSchema.parse(response.json());
}

async function detail(applicationId: string): Promise<ApplicantDetail> {
  const response = await api.app.inject({
    url: companyUrl(api.a.companyId, `/applications/${applicationId}`),
    headers: bearer(api.a.analyst),
  });
  expect(response.statusCode, response.body).toBe(200);
  return applicantDetailSchema.parse(response.json());
}

const move = (applicationId: string, payload: object) =>
  api.app.inject({
    method: 'POST',
    url: companyUrl(api.a.companyId, `/applications/${applicationId}/moves`),
    headers: bearer(api.a.analyst),
    payload,
  });

describe('the applicants of a vacancy', () => {
  it('lists who applied, with their stage, and filters them by name, stage and answer', async () => {
    const carla = await applicantOf(api, api.a.vacancyId, { firstName: 'Carla', lastName: 'Núñez' });
    const dario = await applicantOf(api, api.a.vacancyId, { firstName: 'Darío', lastName: 'Ospina' });
    const all = await list();
    expect(all.rows.map((row) => row.applicationId)).toEqual(
      expect.arrayContaining([carla.applicationId, dario.applicationId]),
    );
    expect(all.stages.map((stage) => stage.status)).toEqual([
      'Sent',
      'Pending',
      'Validation',
      'Finalists',
      'Hired',
      'Discarded',
    ]);
    expect(all.stages.find((stage) => stage.status === 'Sent')?.total).toBeGreaterThanOrEqual(2);

    // Accents and case do not matter in the name search.
    const byName = await list({ q: 'nunez' });
    expect(byName.rows.map((row) => row.applicationId)).toEqual([carla.applicationId]);

    await detail(dario.applicationId); // opening it moves it from Sent to Pending
    const pending = await list({ stage: 'Pending' });
    expect(pending.rows.map((row) => row.applicationId)).toContain(dario.applicationId);
    expect(pending.rows.map((row) => row.applicationId)).not.toContain(carla.applicationId);

    const question = all.filters.questions[0];
    if (!question) throw new Error('the vacancy has no choice question');
    const chosen = await list({ answers: { [question.id]: question.options[0] } });
    expect(chosen.rows.map((row) => row.applicationId)).toContain(carla.applicationId);
    const other = await list({ answers: { [question.id]: 'Ninguna de estas' } });
    expect(other.rows).toEqual([]);

    const city = all.filters.cities[0];
    expect(city?.total).toBeGreaterThanOrEqual(2);
    expect((await list({ cityId: city?.id })).totalRows).toBe(city?.total);
  });

  it('refuses a filter that is no stage with a Spanish message', async () => {
    const response = await api.app.inject({
      url: `${companyUrl(api.a.companyId, `/vacancies/${api.a.vacancyId}/applicants`)}?stage=Entrevista`,
      headers: bearer(api.a.analyst),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/stage/);
  });
});

describe('one applicant', () => {
  it('shows the résumé and answers, records each read, and marks the application seen once', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId);
    const first = await detail(applicant.applicationId);
    expect(first.candidate.email).toBe(applicant.email);
    expect(first.answers.length).toBeGreaterThan(0);
    expect(first.status).toBe('Pending');
    expect(first.events.map((event) => [event.kind, event.toStatus])).toEqual([
      ['submitted', 'Sent'],
      ['status_changed', 'Pending'],
    ]);
    const second = await detail(applicant.applicationId);
    expect(second.events).toHaveLength(2);
    const log = await createRepositories(api.db).applicants.accessLogOf(applicant.applicationId);
    expect(log.map((entry) => [entry.analystUserId, entry.what])).toEqual([
      [api.a.analyst.userId, 'resume'],
      [api.a.analyst.userId, 'resume'],
    ]);
  });

  it('hands the CV file to the company’s analysts, recording each download', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId);
    const cvUrl = companyUrl(api.a.companyId, `/applications/${applicant.applicationId}/cv`);
    expect((await detail(applicant.applicationId)).hasCv).toBe(false);
    const none = await api.app.inject({ url: cvUrl, headers: bearer(api.a.analyst) });
    expect(none.statusCode).toBe(404);
    const pdf = Buffer.from('%PDF-1.4\n% Hoja de vida\n%%EOF\n');
    await api.db.query(
      `INSERT INTO candidate_cv_files (candidate_id, file_name, content_type, size_bytes, sha256, content)
       VALUES ($1, 'Hoja de vida Ana.pdf', 'application/pdf', $2, repeat('a', 64), $3)`,
      [applicant.candidate.candidateId, pdf.length, pdf],
    );
    expect((await detail(applicant.applicationId)).hasCv).toBe(true);
    const download = await api.app.inject({ url: cvUrl, headers: bearer(api.a.analyst) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Hoja%20de%20vida%20Ana.pdf",
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const byB = await api.app.inject({
      url: companyUrl(api.b.companyId, `/applications/${applicant.applicationId}/cv`),
      headers: bearer(api.b.analyst),
    });
    expect(byB.statusCode).toBe(404);
    const log = await createRepositories(api.db).applicants.accessLogOf(applicant.applicationId);
    expect(log.map((entry) => entry.what)).toEqual(['resume', 'cv', 'resume', 'cv']);
  });

  it('keeps notes for the company’s analysts: never in the candidate’s own answers', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId);
    const note = 'Buena entrevista, pedir referencias';
    const added = await api.app.inject({
      method: 'POST',
      url: companyUrl(api.a.companyId, `/applications/${applicant.applicationId}/notes`),
      headers: bearer(api.a.analyst),
      payload: { note },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await detail(applicant.applicationId)).events.map((event) => event.note)).toContain(note);
    const own = await api.app.inject({
      url: '/api/profile/v2/candidate/applications',
      headers: bearer(applicant.candidate),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(note);
    expect(own.body).not.toContain('note');
  });
});

describe('moving applicants through the stages', () => {
  it('moves to the next stage, to a chosen one, and discards only with a reason', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId);
    const next = await move(applicant.applicationId, { to: 'next', expectedVersion: 0 });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ status: 'Pending', version: 1 });

    const chosen = await move(applicant.applicationId, { to: 'Finalists', expectedVersion: 1 });
    expect(chosen.json()).toMatchObject({ status: 'Finalists', version: 2 });

    const withoutReason = await move(applicant.applicationId, { to: 'Discarded', expectedVersion: 2 });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().message).toBe('Elige el motivo del descarte');

    const backToSent = await move(applicant.applicationId, { to: 'Sent', expectedVersion: 2 });
    expect(backToSent.statusCode).toBe(400);

    const discarded = await move(applicant.applicationId, {
      to: 'Discarded',
      reason: 'salaryExpectation',
      expectedVersion: 2,
    });
    expect(discarded.json()).toMatchObject({ status: 'Discarded', version: 3 });

    const { events } = await detail(applicant.applicationId);
    const moves = events.filter((event) => event.kind === 'status_changed');
    expect(moves.map((event) => [event.fromStatus, event.toStatus, event.discardReason])).toEqual([
      ['Sent', 'Pending', null],
      ['Pending', 'Finalists', null],
      ['Finalists', 'Discarded', 'salaryExpectation'],
    ]);
    expect(new Set(moves.map((event) => event.actorName))).toEqual(new Set(['Ana Prueba']));

    // The candidate sees the moves, never the reason.
    const own = await api.app.inject({
      url: '/api/profile/v2/candidate/applications',
      headers: bearer(applicant.candidate),
    });
    expect(own.json().rows[0].status).toBe('Discarded');
    expect(own.body).not.toContain('salaryExpectation');
  });

  it('answers 409 to a move that states a version the application no longer has', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId);
    expect((await move(applicant.applicationId, { to: 'Validation', expectedVersion: 0 })).statusCode).toBe(
      200,
    );
    const stale = await move(applicant.applicationId, { to: 'Finalists', expectedVersion: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'stageChanged' });
    expect((await detail(applicant.applicationId)).status).toBe('Validation');
  });

  it('lets exactly one of two concurrent moves of the same application win, and records it once', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId);
    const other = await analystOfA();
    const [first, second] = await Promise.all([
      move(applicant.applicationId, { to: 'Finalists', expectedVersion: 0 }),
      api.app.inject({
        method: 'POST',
        url: companyUrl(api.a.companyId, `/applications/${applicant.applicationId}/moves`),
        headers: bearer(other),
        payload: { to: 'Discarded', reason: 'other', expectedVersion: 0 },
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 'Finalists' : 'Discarded';
    const after = await detail(applicant.applicationId);
    expect(after.status).toBe(winner);
    expect(after.version).toBe(1);
    expect(
      after.events.filter((event) => event.kind === 'status_changed').map((event) => event.toStatus),
    ).toEqual([winner]);
  });

  it('moves a selection, reporting the ones someone else moved first', async () => {
    const [one, two, three] = await Promise.all([1, 2, 3].map(() => applicantOf(api, api.a.vacancyId)));
    if (!one || !two || !three) throw new Error('unreachable');
    await move(two.applicationId, { to: 'Validation', expectedVersion: 0 });
    const response = await api.app.inject({
      method: 'POST',
      url: companyUrl(api.a.companyId, `/vacancies/${api.a.vacancyId}/applicants/moves`),
      headers: bearer(api.a.analyst),
      payload: {
        to: 'Finalists',
        applications: [one, two, three].map(({ applicationId }) => ({ applicationId, expectedVersion: 0 })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = bulkApplicantMoveSchema.parse(response.json());
    expect(result.moved.map((moved) => moved.applicationId).sort()).toEqual(
      [one.applicationId, three.applicationId].sort(),
    );
    expect(result.conflicts).toEqual([two.applicationId]);
  });

  it('e-mails the candidate in the company’s words', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId);
    const renamed = await api.app.inject({
      method: 'PUT',
      url: companyUrl(api.a.companyId, '/stages'),
      headers: bearer(api.a.analyst),
      payload: {
        middle: [
          { status: 'Validation', label: 'Pruebas técnicas' },
          { status: 'Pending' },
          { status: 'Finalists', label: 'Entrevista final' },
        ],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      companyStagesSchema.parse(renamed.json()).stages.map((stage) => stage.label ?? stage.status),
    ).toEqual(['Sent', 'Pruebas técnicas', 'Pending', 'Entrevista final', 'Hired', 'Discarded']);
    // The next stage follows the company's order.
    const next = await move(applicant.applicationId, { to: 'next', expectedVersion: 0 });
    expect(next.json()).toMatchObject({ status: 'Validation' });
    await expect
      .poll(() => api.inbox.filter((mail) => mail.envelopeTo.includes(applicant.email)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = api.inbox.find((received) => received.envelopeTo.includes(applicant.email))?.mail;
    expect(mail?.subject).toBe(`${api.a.companyName}: novedades de tu postulación a ${api.a.vacancyTitle}`);
    expect(mail?.text).toContain('Ahora estás en la etapa: Pruebas técnicas.');
    expect(mail?.text).toContain('https://camello.example/procesos');
    // In Procesos too, the candidate reads the company's name of the stage.
    const own = await api.app.inject({
      url: '/api/profile/v2/candidate/applications',
      headers: bearer(applicant.candidate),
    });
    expect(own.json().rows[0]).toMatchObject({ status: 'Validation', stageLabel: 'Pruebas técnicas' });
    // It went through the queue's send-mail job, once.
    const { rows: jobs } = await api.db.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'send-mail' AND data->'message'->>'to' = $1`,
      [applicant.email],
    );
    expect(jobs.map((job) => job.state)).toEqual(['completed']);

    // Back to the defaults for the other tests.
    await api.app.inject({
      method: 'PUT',
      url: companyUrl(api.a.companyId, '/stages'),
      headers: bearer(api.a.analyst),
      payload: { middle: [{ status: 'Pending' }, { status: 'Validation' }, { status: 'Finalists' }] },
    });
  });

  it('refuses a stage order that repeats a stage', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: companyUrl(api.a.companyId, '/stages'),
      headers: bearer(api.a.analyst),
      payload: { middle: [{ status: 'Pending' }, { status: 'Pending' }, { status: 'Finalists' }] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('opens in Excel as it is: UTF-8 with BOM, semicolons, and no formulas from what candidates wrote', async () => {
    const applicant = await applicantOf(api, api.a.vacancyId, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Peña; Ruiz',
    });
    const response = await api.app.inject({
      url: companyUrl(api.a.companyId, `/vacancies/${api.a.vacancyId}/applicants/export`),
      headers: bearer(api.a.analyst),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="postulantes-[0-9a-z]+\.csv"$/,
    );
    const body = response.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Nombres;Apellidos;Correo;Teléfono;Ciudad;Profesión;Estudios;Años de experiencia;Etapa;Fecha de postulación',
    );
    const row = lines.find((line) => line.includes(applicant.email));
    expect(row).toMatch(/^"'=HYPERLINK\(""x""\)";"Peña; Ruiz";/);
    expect(row).toContain(';Nuevas;');
  });
});

/** Another analyst of company A. */
async function analystOfA() {
  const other = await signInNewAccount(api.app, api.db, 'analyst');
  await api.db.query('INSERT INTO analyst_companies (analyst_id, company_id) VALUES ($1, $2)', [
    other.userId,
    api.a.companyId,
  ]);
  return other;
}

describe('tenant isolation', () => {
  it('answers 404 to an analyst of company A for every applicants route with company B’s ids, and changes nothing', async () => {
    const applicant = await applicantOf(api, api.b.vacancyId);
    // The applicants routes (the analyst host's tenancy suite covers the others).
    const operations = (await openApiOperations(api.app)).filter((operation) =>
      /^\/api\/analyst\/v1\/companies\/\{companyId\}\/(applications|stages|vacancies\/\{vacancyId\}\/applicants)/.test(
        operation.path,
      ),
    );
    expect(operations.length).toBe(9);
    const bodies: Record<string, object> = {
      'POST /api/analyst/v1/companies/{companyId}/applications/{applicationId}/moves': {
        to: 'Finalists',
        expectedVersion: 0,
      },
      'POST /api/analyst/v1/companies/{companyId}/applications/{applicationId}/notes': { note: 'de A' },
      'POST /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/applicants/moves': {
        to: 'Finalists',
        applications: [{ applicationId: applicant.applicationId, expectedVersion: 0 }],
      },
      'PUT /api/analyst/v1/companies/{companyId}/stages': {
        middle: [{ status: 'Finalists' }, { status: 'Pending' }, { status: 'Validation' }],
      },
    };
    const ofB = {
      companyId: api.b.companyId,
      vacancyId: api.b.vacancyId,
      applicationId: applicant.applicationId,
    };
    // B's things named under B's id, and under A's own id.
    for (const values of [ofB, { ...ofB, companyId: api.a.companyId }])
      for (const operation of operations) {
        const name = `${operation.method} ${operation.path}`;
        const response = await api.app.inject({
          method: operation.method,
          url: samplePath(operation.path, values),
          headers: bearer(api.a.analyst),
          payload: bodies[name],
        });
        // A's own stages and vacancy list name nothing of B's.
        if (
          values.companyId === api.a.companyId &&
          !operation.path.includes('{vacancyId}') &&
          !operation.path.includes('{applicationId}')
        )
          continue;
        expect(response.statusCode, `${name} ${response.body}`).toBe(404);
      }
    const untouched = await createRepositories(api.db).applicants.accessLogOf(applicant.applicationId);
    expect(untouched).toEqual([]);
    const { rows } = await api.db.query<{ status: string; events: number }>(
      `SELECT status, (SELECT count(*)::int FROM application_events WHERE application_id = $1) AS events
         FROM applications WHERE id = $1`,
      [applicant.applicationId],
    );
    expect(rows[0]).toEqual({ status: 'Sent', events: 1 });
    const stagesOfB = await api.app.inject({
      url: companyUrl(api.b.companyId, '/stages'),
      headers: bearer(api.b.analyst),
    });
    expect(stagesOfB.json().stages.map((stage: { status: string }) => stage.status)).toEqual([
      'Sent',
      'Pending',
      'Validation',
      'Finalists',
      'Hired',
      'Discarded',
    ]);
  });

  it('answers 403 to a candidate and 401 to a visitor on every analyst route', async () => {
    const candidate = await signInNewAccount(api.app, api.db);
    const operations = (await openApiOperations(api.app)).filter((operation) =>
      operation.path.startsWith('/api/analyst/'),
    );
    for (const operation of operations) {
      const url = samplePath(operation.path, {
        companyId: api.a.companyId,
        vacancyId: api.a.vacancyId,
        applicationId: '00000000-0000-4000-8000-000000000000',
      });
      const asCandidate = await api.app.inject({ method: operation.method, url, headers: bearer(candidate) });
      expect(asCandidate.statusCode, `${operation.method} ${operation.path}`).toBe(403);
      const anonymous = await api.app.inject({ method: operation.method, url });
      expect(anonymous.statusCode, `${operation.method} ${operation.path}`).toBe(401);
    }
  });
});
