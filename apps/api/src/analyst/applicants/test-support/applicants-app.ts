import type { Db } from '@camello/db';
import { openTestDatabase, testDataset } from '@camello/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createServer } from '../../../app.ts';
import { startJobQueue } from '../../../infrastructure/queue/job-queue.ts';
import { createMailer } from '../../../mail/mailer.ts';
import { type ReceivedMail, startSmtpPeer } from '../../../mail/smtp-peer.ts';
import { createRepositories } from '../../../services/repositories.ts';
import { type SignedInAccount, signInNewAccount } from '../../../test-support/signed-in-account.ts';

export const ORIGIN = 'https://camello.example';

/** A company of the seed with a published vacancy that asks choice questions. */
export type CompanyWithVacancy = {
  companyId: string;
  companyName: string;
  vacancyId: string;
  vacancyTitle: string;
};

export type ApplicantsApp = {
  db: Db;
  app: FastifyInstance;
  inbox: ReceivedMail[];
  /** Two companies of the seed, each with an analyst linked to it only. */
  a: CompanyWithVacancy & { analyst: SignedInAccount };
  b: CompanyWithVacancy & { analyst: SignedInAccount };
};

async function companiesWithQuestionnaires(db: Db): Promise<CompanyWithVacancy[]> {
  const { rows } = await db.query<CompanyWithVacancy>(
    `SELECT DISTINCT ON (c.id) c.id AS "companyId", c.name AS "companyName", v.id AS "vacancyId",
            v.title AS "vacancyTitle"
       FROM vacancies v JOIN companies c ON c.id = v.company_id
      WHERE v.status = 'published'
        AND EXISTS (SELECT 1 FROM vacancy_questions q WHERE q.vacancy_id = v.id AND q.type IN ('unique', 'multiple'))
      ORDER BY c.id, v.id
      LIMIT 2`,
  );
  if (rows.length < 2) throw new Error('the seed has fewer than two companies with questionnaires');
  return rows;
}

/** A new analyst linked to one company. */
export async function analystOf(api: Pick<ApplicantsApp, 'app' | 'db'>, companyId: string) {
  const analyst = await signInNewAccount(api.app, api.db, 'analyst');
  await api.db.query('INSERT INTO analyst_companies (analyst_id, company_id) VALUES ($1, $2)', [
    analyst.userId,
    companyId,
  ]);
  return analyst;
}

/**
 * The API with its job queue and a real SMTP peer behind the queue's mailer, on a private test
 * database, for one test file; two companies with an analyst each.
 */
export function setUpApplicantsApp(): ApplicantsApp {
  const api = {} as ApplicantsApp;
  let closePeer: () => Promise<void> = async () => {};
  let stopQueue: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const peer = await startSmtpPeer();
    closePeer = peer.close;
    api.inbox = peer.inbox;
    api.db = await openTestDatabase();
    const mailer = createMailer({
      smtpUrl: peer.url,
      outboxDir: '/nonexistent',
      from: 'Camello <no-reply@camello.example>',
      log: { info() {} },
    });
    const queue = await startJobQueue({
      db: api.db,
      log: { warn() {}, error() {} },
      pollingIntervalSeconds: 0.5,
      schedules: false,
    });
    stopQueue = () => queue.stop();
    api.app = await createServer({
      db: api.db,
      now: () => testDataset.now,
      mailer,
      queue,
      publicOrigin: ORIGIN,
    });
    await api.app.ready();
    const [a, b] = await companiesWithQuestionnaires(api.db);
    if (!a || !b) throw new Error('unreachable');
    api.a = { ...a, analyst: await analystOf(api, a.companyId) };
    api.b = { ...b, analyst: await analystOf(api, b.companyId) };
  });
  afterAll(async () => {
    await api.app?.close();
    await stopQueue();
    await api.db?.close();
    await closePeer();
  });
  return api;
}

export type Applicant = { applicationId: string; candidate: SignedInAccount; email: string };

/**
 * A new candidate (with a city) who applied to the vacancy, answering its choice questions with
 * their first option, written through the applications repository like the apply route does.
 */
export async function applicantOf(
  api: Pick<ApplicantsApp, 'app' | 'db'>,
  vacancyId: string,
  name: { firstName: string; lastName: string } = { firstName: 'Ana', lastName: 'Prueba' },
): Promise<Applicant> {
  const candidate = await signInNewAccount(api.app, api.db);
  const { rows } = await api.db.query<{ email: string }>(
    `UPDATE candidates SET first_name = $2, last_name = $3, city_id = (SELECT min(id) FROM cities)
      WHERE id = $1 RETURNING (SELECT email FROM users WHERE users.id = candidates.user_id)::text AS email`,
    [candidate.candidateId, name.firstName, name.lastName],
  );
  const repositories = createRepositories(api.db);
  const questions = await repositories.vacancies.questionsOf(vacancyId);
  const { id } = await repositories.applications.submit(
    {
      candidateId: candidate.candidateId ?? '',
      vacancyId,
      answers: questions.map((question) => ({
        questionId: question.id,
        text: question.options.length === 0 ? 'Respuesta' : null,
        selectedOptions: question.options.slice(0, 1).map((option) => option.text),
      })),
      utmPayload: {},
      suggestedByMatcher: false,
    },
    testDataset.now,
  );
  return { applicationId: id, candidate, email: rows[0]?.email ?? '' };
}

export const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });

/** `/api/analyst/v1/companies/{companyId}{path}` */
export const companyUrl = (companyId: string, path: string) =>
  `/api/analyst/v1/companies/${companyId}${path}`;
