import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalystOfCompany,
  bearer,
  signInAnalystOfNewCompany,
} from '../test-support/analyst-accounts.ts';
import { setUpApiApp } from '../test-support/api-app.ts';
import { signInNewAccount } from '../test-support/signed-in-account.ts';
import { type OpenApiOperation, openApiOperations, samplePath, sampleValue } from './openapi-operations.ts';

const api = setUpApiApp();
let operations: OpenApiOperation[];
let ana: AnalystOfCompany;
let beto: AnalystOfCompany;
/** Path values naming one of Beto's company's things, by parameter name. */
let betosIds: Record<string, string>;
/** The same for Ana's company, so a route can be asked with her company and Beto's other ids. */
let anasIds: Record<string, string>;

/** A company's things every analyst route may name: a vacancy, an application, a brand, an invitation, a referral. */
async function thingsOf(analyst: AnalystOfCompany): Promise<Record<string, string>> {
  const { rows: vacancies } = await api.db.query<{ id: string }>(
    `INSERT INTO vacancies (slug, company_id, title, status, published_at)
     VALUES ($1, $2, 'Auxiliar de bodega', 'published', now()) RETURNING id`,
    [`auxiliar-de-bodega-${analyst.companySlug}`, analyst.companyId],
  );
  const vacancyId = vacancies[0]?.id ?? '';
  const candidate = await signInNewAccount(api.app, api.db);
  const { rows: applications } = await api.db.query<{ id: string }>(
    'INSERT INTO applications (candidate_id, vacancy_id) VALUES ($1, $2) RETURNING id',
    [candidate.candidateId, vacancyId],
  );
  const applicationId = applications[0]?.id ?? '';
  const brand = await api.app.inject({
    method: 'POST',
    url: `/api/analyst/v1/companies/${analyst.companyId}/brands`,
    headers: bearer(analyst),
    payload: {
      name: `Marca de ${analyst.companySlug}`,
      logoUrl: null,
      primaryColor: null,
      secondaryColor: null,
    },
  });
  const { rows: invitations } = await api.db.query<{ id: string }>(
    `INSERT INTO analyst_invitations (company_id, email, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + interval '7 days') RETURNING id`,
    [analyst.companyId, `invitada@${analyst.companySlug}.example`, `hash-${analyst.companySlug}`],
  );
  const { rows: referrals } = await api.db.query<{ id: string }>(
    `WITH cv AS (INSERT INTO referral_uploads (file_name, media_type, size_bytes, content)
                 VALUES ('hv.pdf', 'application/pdf', 5, '%PDF-') RETURNING id)
     INSERT INTO referrals (company_id, first_name, last_name, email, upload_key)
     SELECT $1, 'Rosa', 'Díaz', 'rosa@example.com', cv.id::text FROM cv RETURNING id`,
    [analyst.companyId],
  );
  return {
    companyId: analyst.companyId,
    vacancyId,
    applicationId,
    jobId: vacancyId,
    brandId: brand.json().id,
    invitationId: invitations[0]?.id ?? '',
    referralId: referrals[0]?.id ?? '',
  };
}

beforeAll(async () => {
  operations = (await openApiOperations(api.app)).filter((operation) =>
    operation.path.startsWith('/api/analyst/'),
  );
  ana = await signInAnalystOfNewCompany(api.app, api.db, 'Constructora Andina');
  beto = await signInAnalystOfNewCompany(api.app, api.db, 'Clínica del Valle');
  betosIds = await thingsOf(beto);
  anasIds = await thingsOf(ana);
});

const key = (operation: OpenApiOperation) => `${operation.method} ${operation.path}`;
const pathParams = (operation: OpenApiOperation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
const request = (operation: OpenApiOperation, url: string, account: { accessToken: string }) =>
  api.app.inject({
    method: operation.method,
    url,
    headers: bearer(account),
    ...(operation.body ? { payload: sampleValue(operation.body) as Record<string, unknown> } : {}),
  });

describe('the analyst routes of the OpenAPI document', () => {
  it('are there, each behind a session', () => {
    expect(operations.length).toBeGreaterThan(3);
    expect(operations.filter((operation) => !operation.needsSession).map(key)).toEqual([]);
  });

  it('name only things this suite knows how to make for a company (add a new kind of id here)', () => {
    const unknown = operations.flatMap(pathParams).filter((name) => !(name in betosIds));
    expect(unknown).toEqual([]);
  });
});

describe('tenant isolation: an analyst of company A, with company B’s ids', () => {
  it('gets 404 on every route that names a company, and B’s things stay as they were', async () => {
    const leaks: string[] = [];
    for (const operation of operations.filter((each) => pathParams(each).length > 0)) {
      const response = await request(operation, samplePath(operation.path, betosIds), ana);
      if (response.statusCode !== 404)
        leaks.push(`${key(operation)} → ${response.statusCode} ${response.body}`);
    }
    expect(leaks).toEqual([]);
    const byBeto = await api.app.inject({
      url: `/api/analyst/v1/companies/${beto.companyId}`,
      headers: bearer(beto),
    });
    expect(byBeto.json()).toMatchObject({ name: 'Clínica del Valle', totalVacancies: 1 });
  });

  it('gets 404 with its own company and B’s other ids (a vacancy, an application of B’s)', async () => {
    const leaks: string[] = [];
    for (const operation of operations.filter((each) =>
      pathParams(each).some((name) => name !== 'companyId'),
    )) {
      const url = samplePath(operation.path, { ...betosIds, companyId: anasIds.companyId ?? '' });
      const response = await request(operation, url, ana);
      if (response.statusCode !== 404)
        leaks.push(`${key(operation)} → ${response.statusCode} ${response.body}`);
    }
    expect(leaks).toEqual([]);
  });

  it('never sees B in its own lists', async () => {
    for (const operation of operations.filter(
      (each) => each.method === 'GET' && pathParams(each).length === 0,
    )) {
      const response = await api.app.inject({ url: operation.path, headers: bearer(ana) });
      expect(response.statusCode, key(operation)).toBe(200);
      expect(response.body, key(operation)).not.toContain(beto.companyId);
      expect(response.body, key(operation)).not.toContain(betosIds.vacancyId);
    }
  });
});

describe('a candidate', () => {
  it('gets 403 on every analyst route, whatever it names', async () => {
    const candidate = await signInNewAccount(api.app, api.db);
    const answers: string[] = [];
    for (const operation of operations) {
      const response = await request(operation, samplePath(operation.path, betosIds), candidate);
      if (response.statusCode !== 403) answers.push(`${key(operation)} → ${response.statusCode}`);
      expect(response.headers['cache-control'], key(operation)).toBe('private, no-store');
    }
    expect(answers).toEqual([]);
  });
});
