import type { AddressInfo } from 'node:net';
import type { Db } from '@camello/db';
import {
  applyResponseSchema,
  candidateApplicationsSchema,
  errorBodySchema,
  questionnaireSchema,
} from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobsUrl, setUpApiApp } from '../test-support/api-app.ts';
import { completeResume } from '../test-support/complete-resume.ts';
import { NOW } from '../test-support/job-fixtures.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';

const QUESTIONNAIRE = 'enfermero-jefe-bogota';
const NO_QUESTIONS = 'medica-pediatra-bogota';
const EXTERNAL = 'ingeniero-de-sistemas-cali';
const EXTERNAL_URL = 'https://empleos.softwareandino.example/postulate?id=42';

/** The search fixtures, a questionnaire of each kind of question, and a vacancy applied to elsewhere. */
async function loadApplyFixtures(db: Db) {
  const ids = await loadSearchFixtures(db);
  await db.query(
    `INSERT INTO vacancy_questions (vacancy_id, position, type, question, options, is_required) VALUES
       ($1, 0, 'unique', '¿Qué turno prefieres?', '{Día,Noche}', true),
       ($1, 1, 'multiple', '¿Qué idiomas hablas?', '{Inglés,Francés,Portugués}', false),
       ($1, 2, 'openShort', 'Número de tarjeta profesional', '{}', true),
       ($1, 3, 'openLong', '¿Por qué quieres trabajar con nosotros?', '{}', false)`,
    [ids.get(QUESTIONNAIRE)],
  );
  await db.query('UPDATE vacancies SET external_apply_url = $2 WHERE id = $1', [
    ids.get(EXTERNAL),
    EXTERNAL_URL,
  ]);
  return ids;
}

const jobs = setUpApiApp({ load: loadApplyFixtures });
const publicIds = new Map<string, string>();
let questionIds: string[] = [];
let baseUrl = '';

beforeAll(async () => {
  const { rows } = await jobs.db.query<{ slug: string; public_id: string }>(
    'SELECT slug, public_id FROM vacancies',
  );
  for (const row of rows) publicIds.set(row.slug, row.public_id);
  const questions = await jobs.db.query<{ id: string }>(
    'SELECT id FROM vacancy_questions WHERE vacancy_id = $1 ORDER BY position',
    [jobs.fixtures.get(QUESTIONNAIRE)],
  );
  questionIds = questions.rows.map((row) => row.id);
  baseUrl = await jobs.app.listen({ port: 0, host: '127.0.0.1' });
  expect((jobs.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
});

const idOf = (slug: string) => publicIds.get(slug) ?? '';
const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });

/** A new candidate who accepted the terms and the data policy in force through the API. */
async function candidateWhoAcceptedTerms(): Promise<SignedInAccount> {
  const account = await signInNewAccount(jobs.app, jobs.db);
  const accepted = await jobs.app.inject({
    method: 'POST',
    url: '/api/profile/v1/candidate-terms',
    payload: { versions: { terms: '1', data_policy: '1' } },
    headers: bearer(account),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return account;
}

/** …whose résumé is complete, too. */
async function candidateReadyToApply(): Promise<SignedInAccount> {
  const account = await candidateWhoAcceptedTerms();
  await completeResume(jobs.app, account);
  return account;
}

/** Answers to the questionnaire: the required ones, valid, with `changes` by question position. */
function answers(changes: Record<number, object | null> = {}) {
  const [turno, idiomas, tarjeta, motivo] = questionIds;
  const base: Record<number, object | null> = {
    0: { questionId: turno, optionIds: ['2'] },
    1: { questionId: idiomas, optionIds: ['1', '3'] },
    2: { questionId: tarjeta, text: 'TP-12345' },
    3: { questionId: motivo, text: 'Quiero cuidar pacientes en Bogotá.' },
    ...changes,
  };
  return Object.values(base).filter((answer) => answer !== null);
}

const apply = (account: SignedInAccount | null, body: object) =>
  jobs.app.inject({
    method: 'POST',
    url: jobsUrl('/v1/jobs/apply'),
    payload: body,
    headers: account ? bearer(account) : {},
  });

const applyOverHttp = (account: SignedInAccount, body: object) =>
  fetch(`${baseUrl}/api/jobs/v1/jobs/apply`, {
    method: 'POST',
    headers: { ...bearer(account), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const questionnaire = (account: SignedInAccount | null, jobId: string) =>
  jobs.app.inject({ url: jobsUrl(`/v1/questionnaire/${jobId}`), headers: account ? bearer(account) : {} });

const applications = (account: SignedInAccount, page?: number) =>
  jobs.app.inject({
    url: `/api/profile/v2/candidate/applications${page ? `?page=${page}` : ''}`,
    headers: bearer(account),
  });

const withdraw = (account: SignedInAccount, applicationId: string) =>
  jobs.app.inject({
    method: 'DELETE',
    url: `/api/profile/v2/candidate/applications/${applicationId}`,
    headers: bearer(account),
  });

/** Everything stored about the candidate's applications: rows, answers, events, apply states. */
async function stored(account: SignedInAccount) {
  const count = async (sql: string) =>
    Number((await jobs.db.query<{ n: number }>(sql, [account.candidateId])).rows[0]?.n);
  return {
    applications: await count('SELECT count(*) AS n FROM applications WHERE candidate_id = $1'),
    answers: await count(
      `SELECT count(*) AS n FROM application_answers aa JOIN applications a ON a.id = aa.application_id
        WHERE a.candidate_id = $1`,
    ),
    events: await count(
      `SELECT count(*) AS n FROM application_events e JOIN applications a ON a.id = e.application_id
        WHERE a.candidate_id = $1`,
    ),
    applyStates: await count(
      'SELECT count(*) AS n FROM candidate_job_states WHERE candidate_id = $1 AND state = 1',
    ),
  };
}
const NOTHING = { applications: 0, answers: 0, events: 0, applyStates: 0 };

async function candidateStateOn(account: SignedInAccount, slug: string) {
  const detail = await jobs.app.inject({ url: jobsUrl(`/v1/jobs/${slug}`), headers: bearer(account) });
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json().candidateState;
}

describe('GET /v1/questionnaire/{jobId}', () => {
  it('answers the questions in order with their kind, whether they are required and their options', async () => {
    const ana = await signInNewAccount(jobs.app, jobs.db);
    const response = await questionnaire(ana, idOf(QUESTIONNAIRE));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(questionnaireSchema.parse(response.json())).toEqual({
      jobId: idOf(QUESTIONNAIRE),
      questions: [
        {
          id: questionIds[0],
          text: '¿Qué turno prefieres?',
          type: 'unique',
          required: true,
          options: [
            { id: '1', text: 'Día' },
            { id: '2', text: 'Noche' },
          ],
        },
        {
          id: questionIds[1],
          text: '¿Qué idiomas hablas?',
          type: 'multiple',
          required: false,
          options: [
            { id: '1', text: 'Inglés' },
            { id: '2', text: 'Francés' },
            { id: '3', text: 'Portugués' },
          ],
        },
        {
          id: questionIds[2],
          text: 'Número de tarjeta profesional',
          type: 'openShort',
          required: true,
          options: [],
        },
        {
          id: questionIds[3],
          text: '¿Por qué quieres trabajar con nosotros?',
          type: 'openLong',
          required: false,
          options: [],
        },
      ],
    });
    expect((await questionnaire(ana, idOf(NO_QUESTIONS))).json().questions).toEqual([]);
  });

  it('answers 404 for a vacancy that does not exist or never was public, 410 for a closed one, 401 and 403', async () => {
    const ana = await signInNewAccount(jobs.app, jobs.db);
    for (const jobId of ['zz9zz9zz9', idOf('medico-borrador')]) {
      const missing = await questionnaire(ana, jobId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Esta vacante no existe');
    }
    const closed = await questionnaire(ana, idOf('medico-auditor-vencido'));
    expect(closed.statusCode).toBe(410);
    expect(closed.json().message).toBe('Esta vacante ya cerró. Mira otras ofertas parecidas');
    expect((await questionnaire(null, idOf(QUESTIONNAIRE))).statusCode).toBe(401);
    const analyst = await signInNewAccount(jobs.app, jobs.db, 'analyst');
    expect((await questionnaire(analyst, idOf(QUESTIONNAIRE))).statusCode).toBe(403);
  });
});

describe('POST /v1/jobs/apply', () => {
  it('writes the application, its answers, its submitted event and the visit’s campaign, and marks the vacancy applied', async () => {
    const ana = await candidateReadyToApply();
    const utmPayload = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'enfermeria',
      gclid: 'Cj0KCQ',
      ref: 'x',
    };
    const response = await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: answers(), utmPayload });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = applyResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      alreadyApplied: false,
      message: '¡Listo! Te postulaste a esta vacante',
      externalApplyUrl: null,
      application: {
        status: 'Sent',
        appliedAt: NOW.toISOString(),
        vacancy: {
          id: idOf(QUESTIONNAIRE),
          title: 'Enfermero jefe',
          slug: QUESTIONNAIRE,
          companyName: 'Clínica Aurora',
          companySlug: 'clinica-aurora',
          isLive: true,
        },
        events: [{ kind: 'submitted', fromStatus: null, toStatus: 'Sent', at: NOW.toISOString() }],
      },
    });

    const { rows } = await jobs.db.query<{ utm_payload: object; answers: object[] }>(
      `SELECT a.utm_payload,
              (SELECT json_agg(json_build_object('text', aa.answer_text, 'options', aa.selected_options)
                               ORDER BY q.position)
                 FROM application_answers aa JOIN vacancy_questions q ON q.id = aa.question_id
                WHERE aa.application_id = a.id) AS answers
         FROM applications a WHERE a.id = $1`,
      [body.application?.id],
    );
    expect(rows[0]).toEqual({
      utm_payload: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'enfermeria', gclid: 'Cj0KCQ' },
      answers: [
        { text: null, options: ['Noche'] },
        { text: null, options: ['Inglés', 'Portugués'] },
        { text: 'TP-12345', options: [] },
        { text: 'Quiero cuidar pacientes en Bogotá.', options: [] },
      ],
    });
    expect(await candidateStateOn(ana, QUESTIONNAIRE)).toEqual({ saved: false, applied: true, seen: false });
    const count = await jobs.app.inject({
      url: '/api/profile/v2/candidate/applications/count',
      headers: bearer(ana),
    });
    expect(count.json()).toEqual({ count: 1 });
  });

  it('applies to a vacancy without questions with no answers at all', async () => {
    const ana = await candidateReadyToApply();
    const response = await apply(ana, { jobId: idOf(NO_QUESTIONS) });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(ana)).toEqual({ applications: 1, answers: 0, events: 1, applyStates: 0 });
  });

  it('gives exactly one application to two requests at the same time, and answers the second with it', async () => {
    const ana = await candidateReadyToApply();
    const body = { jobId: idOf(QUESTIONNAIRE), answers: answers() };
    const responses = await Promise.all([
      applyOverHttp(ana, body),
      applyOverHttp(ana, body),
      applyOverHttp(ana, body),
    ]);
    const bodies = await Promise.all(
      responses.map(async (response) => applyResponseSchema.parse(await response.json())),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(bodies.map((answer) => answer.application?.id)).size).toBe(1);
    const repeats = bodies.filter((answer) => answer.alreadyApplied);
    expect(repeats.map((answer) => answer.message)).toEqual([
      'Ya te postulaste a esta vacante',
      'Ya te postulaste a esta vacante',
    ]);
    expect(await stored(ana)).toEqual({ applications: 1, answers: 4, events: 1, applyStates: 0 });

    const retry = await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: [] });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().alreadyApplied).toBe(true);
    expect(await stored(ana)).toEqual({ applications: 1, answers: 4, events: 1, applyStates: 0 });
  });

  it('refuses a candidate who has not accepted the terms in force, with a reason the web can act on', async () => {
    const beto = await signInNewAccount(jobs.app, jobs.db);
    const response = await apply(beto, { jobId: idOf(QUESTIONNAIRE), answers: answers() });
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json())).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Para postularte, primero acepta los términos y condiciones',
      reason: 'termsNotAccepted',
    });
    expect(await stored(beto)).toEqual(NOTHING);
  });

  it('refuses an incomplete résumé with what it lacks, each with its field, and applies once it is complete', async () => {
    const carla = await candidateWhoAcceptedTerms();
    for (const jobId of [idOf(QUESTIONNAIRE), idOf(EXTERNAL)]) {
      const response = await apply(carla, { jobId, answers: answers() });
      expect(response.statusCode).toBe(409);
      const body = errorBodySchema.parse(response.json());
      expect(body).toMatchObject({ statusCode: 409, error: 'Conflict', reason: 'profileIncomplete' });
      expect(body.message).toMatch(
        /^Completa tu hoja de vida para postularte\. Te falta: Ciudad de nacimiento, Fecha de nacimiento, .+, Experiencia laboral y Estudios$/,
      );
      expect(body.missing?.slice(0, 3)).toEqual([
        { requirement: 'cityBirthId', field: 'cityBirthId' },
        { requirement: 'birthdate', field: 'birthdate' },
        { requirement: 'phone', field: 'phone' },
      ]);
      expect(body.missing?.map((item) => item.field)).not.toContain('firstName');
      expect(body.missing?.at(-1)).toEqual({ requirement: 'studies', field: 'studies' });
    }
    expect(await stored(carla)).toEqual(NOTHING);
    expect(await candidateStateOn(carla, EXTERNAL)).toMatchObject({ applied: false });

    await completeResume(jobs.app, carla);
    const response = await apply(carla, { jobId: idOf(QUESTIONNAIRE), answers: answers() });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(carla)).toEqual({ applications: 1, answers: 4, events: 1, applyStates: 0 });
  });

  it('lets a Mexican candidate apply with only the names and the e-mail (spec §5)', async () => {
    const diego = await candidateWhoAcceptedTerms();
    await jobs.db.query(
      `UPDATE candidates SET country_id = (SELECT id FROM countries WHERE iso2 = 'mx') WHERE id = $1`,
      [diego.candidateId],
    );
    const response = await apply(diego, { jobId: idOf(NO_QUESTIONS) });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(diego)).toEqual({ applications: 1, answers: 0, events: 1, applyStates: 0 });
  });

  it('refuses missing required answers, answers past 140 or 2500 characters and wrong options with a message under each question', async () => {
    const ana = await candidateReadyToApply();
    const [turno, idiomas, tarjeta, motivo] = questionIds as [string, string, string, string];
    const refused: { changes: Record<number, object | null>; fields: Record<string, string> }[] = [
      { changes: { 0: null }, fields: { [turno]: 'Selecciona una opción' } },
      {
        changes: { 2: { questionId: tarjeta, text: '   ' } },
        fields: { [tarjeta]: 'Este campo es obligatorio' },
      },
      {
        changes: { 2: { questionId: tarjeta, text: 'a'.repeat(141) } },
        fields: { [tarjeta]: 'Escribe máximo 140 caracteres' },
      },
      {
        changes: { 3: { questionId: motivo, text: 'b'.repeat(2501) } },
        fields: { [motivo]: 'Escribe máximo 2.500 caracteres' },
      },
      {
        changes: {
          0: { questionId: turno, optionIds: ['1', '2'] },
          1: { questionId: idiomas, text: 'Inglés' },
        },
        fields: {
          [turno]: 'Elige solo entre las opciones de esta pregunta',
          [idiomas]: 'Elige solo entre las opciones de esta pregunta',
        },
      },
    ];
    for (const { changes, fields } of refused) {
      const response = await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: answers(changes) });
      expect(response.statusCode, JSON.stringify(changes).slice(0, 80)).toBe(400);
      expect(errorBodySchema.parse(response.json())).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Revisa tus respuestas al cuestionario',
        reason: 'invalidAnswers',
        fields,
      });
    }
    const atTheLimits = answers({
      2: { questionId: tarjeta, text: 'a'.repeat(140) },
      3: { questionId: motivo, text: 'b'.repeat(2500) },
    });
    expect(await stored(ana)).toEqual(NOTHING);
    expect((await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: atTheLimits })).statusCode).toBe(201);
  });

  it('refuses a closed vacancy with 410 and an unknown one with 404, writing nothing', async () => {
    const ana = await candidateReadyToApply();
    const closed = await apply(ana, { jobId: idOf('medico-auditor-vencido') });
    expect(closed.statusCode).toBe(410);
    expect(closed.json().message).toBe('Esta vacante ya cerró. Mira otras ofertas parecidas');
    for (const jobId of ['zz9zz9zz9', idOf('medico-borrador'), idOf('medico-de-urgencias-programado')])
      expect((await apply(ana, { jobId })).statusCode, jobId).toBe(404);
    expect(await stored(ana)).toEqual(NOTHING);
  });

  it('stops a candidate who sends applications by the dozen, with 429 and Retry-After', async () => {
    const ana = await candidateReadyToApply();
    const body = { jobId: idOf(NO_QUESTIONS), answers: [] };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) statuses.push((await apply(ana, body)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200 || status === 201)).toBe(true);
    const refused = await apply(ana, body);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another candidate is not held back by Ana's count.
    expect((await apply(await candidateReadyToApply(), body)).statusCode).toBe(201);
  });

  it('refuses an analyst with 403 and a visitor with 401', async () => {
    const analyst = await signInNewAccount(jobs.app, jobs.db, 'analyst');
    const refused = await apply(analyst, { jobId: idOf(NO_QUESTIONS) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permiso para hacer esto');
    expect((await apply(null, { jobId: idOf(NO_QUESTIONS) })).statusCode).toBe(401);
  });

  it('sends the candidate to the company’s own address, recording the click-out as the apply state', async () => {
    const ana = await candidateReadyToApply();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await apply(ana, { jobId: idOf(EXTERNAL), answers: [] });
      expect(response.statusCode, response.body).toBe(200);
      expect(applyResponseSchema.parse(response.json())).toEqual({
        alreadyApplied: false,
        message: 'Esta empresa recibe las postulaciones en su propio sitio. Te llevamos allá',
        application: null,
        externalApplyUrl: EXTERNAL_URL,
      });
    }
    expect(await stored(ana)).toEqual({ ...NOTHING, applyStates: 1 });
    expect(await candidateStateOn(ana, EXTERNAL)).toEqual({ saved: false, applied: true, seen: false });
  });

  it('writes all of an application or none of it when the database fails halfway', async () => {
    const ana = await candidateReadyToApply();
    await jobs.db.exec(`
      CREATE FUNCTION test_refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the disk is full'; END; $$;
      CREATE TRIGGER test_refuse_event BEFORE INSERT ON application_events
        FOR EACH ROW EXECUTE FUNCTION test_refuse_event();`);
    try {
      const failed = await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: answers() });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('disk');
      expect(await stored(ana)).toEqual(NOTHING);
    } finally {
      await jobs.db.exec(
        `DROP TRIGGER test_refuse_event ON application_events; DROP FUNCTION test_refuse_event();`,
      );
    }
    expect((await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: answers() })).statusCode).toBe(201);
    expect(await stored(ana)).toEqual({ applications: 1, answers: 4, events: 1, applyStates: 0 });
  });
});

describe('GET /v2/candidate/applications and DELETE /v2/candidate/applications/{applicationId}', () => {
  it('list the candidate’s own applications, newest first, and only theirs', async () => {
    const ana = await candidateReadyToApply();
    const beto = await candidateReadyToApply();
    await jobs.db.query(
      `INSERT INTO applications (candidate_id, vacancy_id, status, created_at)
       SELECT $1, id, 'Finalists', $2 FROM vacancies WHERE slug = 'medico-auditor-vencido'`,
      [ana.candidateId, new Date(NOW.getTime() - 86_400_000)],
    );
    expect((await apply(ana, { jobId: idOf(NO_QUESTIONS) })).statusCode).toBe(201);
    expect((await apply(beto, { jobId: idOf(QUESTIONNAIRE), answers: answers() })).statusCode).toBe(201);

    const response = await applications(ana);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = candidateApplicationsSchema.parse(response.json());
    expect(list).toMatchObject({ totalRows: 2, page: 1, pageSize: 20 });
    expect(list.rows.map((row) => [row.vacancy.slug, row.status, row.vacancy.isLive])).toEqual([
      [NO_QUESTIONS, 'Sent', true],
      ['medico-auditor-vencido', 'Finalists', false],
    ]);
    expect(candidateApplicationsSchema.parse((await applications(ana, 2)).json()).rows).toEqual([]);
    const betos = candidateApplicationsSchema.parse((await applications(beto)).json());
    expect(betos.rows.map((row) => row.vacancy.slug)).toEqual([QUESTIONNAIRE]);
  });

  it('hide the analysts’ notes from the timeline', async () => {
    const ana = await candidateReadyToApply();
    const applied = applyResponseSchema.parse((await apply(ana, { jobId: idOf(NO_QUESTIONS) })).json());
    const id = applied.application?.id;
    await jobs.db.query(
      `INSERT INTO application_events (application_id, kind, from_status, to_status, created_at) VALUES
         ($1, 'status_changed', 'Sent', 'Pending', $2)`,
      [id, new Date(NOW.getTime() + 60_000)],
    );
    await jobs.db.query(
      `INSERT INTO application_events (application_id, kind, note) VALUES ($1, 'note', 'Muy buen perfil')`,
      [id],
    );
    const [row] = candidateApplicationsSchema.parse((await applications(ana)).json()).rows;
    expect(row?.events.map((event) => [event.kind, event.toStatus])).toEqual([
      ['submitted', 'Sent'],
      ['status_changed', 'Pending'],
    ]);
    expect(JSON.stringify(row)).not.toContain('Muy buen perfil');
  });

  it('let a candidate withdraw their own application, and answer 404 to anyone else', async () => {
    const ana = await candidateReadyToApply();
    const beto = await candidateReadyToApply();
    const applied = applyResponseSchema.parse(
      (await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: answers() })).json(),
    );
    const id = applied.application?.id ?? '';

    for (const other of [beto, await signInNewAccount(jobs.app, jobs.db, 'analyst')]) {
      const refused = await withdraw(other, id);
      expect(refused.statusCode).toBe(other === beto ? 404 : 403);
    }
    expect((await withdraw(beto, id)).json().message).toBe('No encontramos esta postulación');
    expect(await stored(ana)).toEqual({ applications: 1, answers: 4, events: 1, applyStates: 0 });

    const withdrawn = await withdraw(ana, id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.headers['cache-control']).toBe('private, no-store');
    expect(withdrawn.json()).toEqual({ count: 0 });
    expect(await stored(ana)).toEqual(NOTHING);
    expect(await candidateStateOn(ana, QUESTIONNAIRE)).toEqual({ saved: false, applied: false, seen: false });
    expect((await withdraw(ana, id)).statusCode).toBe(404);
    expect((await withdraw(ana, 'no-es-un-id')).statusCode).toBe(400);
    // Withdrawn, the candidate can apply again.
    expect((await apply(ana, { jobId: idOf(QUESTIONNAIRE), answers: answers() })).statusCode).toBe(201);
  });
});
