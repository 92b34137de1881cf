import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPartnerClient, s256Challenge } from '../partner-apps/index.ts';
import { createRepositories } from '../services/repositories.ts';
import { setUpApiApp } from '../test-support/api-app.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';
import { type OpenApiOperation, openApiOperations, samplePath } from './openapi-operations.ts';

const api = setUpApiApp();
let operations: OpenApiOperation[];
let ana: SignedInAccount;
let beto: SignedInAccount;

beforeAll(async () => {
  operations = await openApiOperations(api.app);
  ana = await signInNewAccount(api.app, api.db);
  beto = await signInNewAccount(api.app, api.db);
});

const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });

/**
 * Signed-in routes whose path names something anyone signed in may name: a vacancy (by slug or
 * public id), and the caller's own state on it.
 */
const NAMES_NOTHING_PERSONAL = new Set([
  'GET /api/jobs/v1/jobs/{jobSlug}',
  'GET /api/jobs/v1/jobs/setting/{id}',
  'GET /api/jobs/v1/questionnaire/{jobId}',
  'DELETE /api/jobs/v1/jobs/state/{jobId}/{state}',
  // A partner app, by its public client id: the caller takes away that app's access to themselves.
  'DELETE /api/auth/v2/user/partner-apps/{clientId}',
  // A skill of the catalogue: the caller adds it to or takes it off their own résumé.
  'PUT /api/profile/v1/candidate/skills/{skillId}',
  'DELETE /api/profile/v1/candidate/skills/{skillId}',
]);

type CatalogueIds = { country: number; studyType: number; occupation: number; level: number; city: number };

/** The first country, study type, occupation, level and city of the seed, which a résumé item names. */
async function catalogueIds(): Promise<CatalogueIds> {
  const { rows } = await api.db.query<CatalogueIds>(
    `select (select min(id) from countries) as country, (select min(id) from study_types) as "studyType",
            (select min(id) from occupations) as occupation, (select min(id) from position_levels) as level,
            (select min(id) from cities) as city`,
  );
  if (!rows[0]) throw new Error('the seed has no catalogues');
  return rows[0];
}

const RESUME_PAYLOADS = {
  studies: (ids: CatalogueIds) => ({
    institute: 'SENA',
    title: 'Tecnólogo',
    profession: 'Logística',
    startDate: '2016-01-20',
    endDate: '2018-06-30',
    inProgress: false,
    countryId: ids.country,
    studyType: ids.studyType,
  }),
  experiences: (ids: CatalogueIds) => ({
    company: 'Servientrega',
    position: 'Auxiliar',
    startDate: '2019-08-01',
    endDate: null,
    atPresent: true,
    occupationId: ids.occupation,
    level: ids.level,
    cityId: ids.city,
  }),
};

/** A study or an experience of the owner's résumé, added through the API as the owner adds it. */
async function resumeItem(owner: SignedInAccount, kind: 'studies' | 'experiences'): Promise<string> {
  const added = await api.app.inject({
    method: 'POST',
    url: `/api/profile/v1/candidate/${kind}`,
    payload: RESUME_PAYLOADS[kind](await catalogueIds()),
    headers: bearer(owner),
  });
  expect(added.statusCode, added.body).toBe(200);
  const items: { id: string }[] = added.json()[kind];
  return items[0]?.id ?? '';
}

/** The body a route needs besides its path, for the owner's call to succeed. */
const BODY_OF: Record<string, () => Promise<object>> = {
  'PUT /api/profile/v1/candidate/studies/{studyId}': async () =>
    RESUME_PAYLOADS.studies(await catalogueIds()),
  'PUT /api/profile/v1/candidate/experiences/{experienceId}': async () =>
    RESUME_PAYLOADS.experiences(await catalogueIds()),
};

/** For each signed-in route whose path names one person's thing: the path values of one of Beto's. */
const OWNED_BY: Record<string, (owner: SignedInAccount) => Promise<Record<string, string>>> = {
  'PUT /api/profile/v1/candidate/studies/{studyId}': async (owner) => ({
    studyId: await resumeItem(owner, 'studies'),
  }),
  'DELETE /api/profile/v1/candidate/studies/{studyId}': async (owner) => ({
    studyId: await resumeItem(owner, 'studies'),
  }),
  'PUT /api/profile/v1/candidate/experiences/{experienceId}': async (owner) => ({
    experienceId: await resumeItem(owner, 'experiences'),
  }),
  'DELETE /api/profile/v1/candidate/experiences/{experienceId}': async (owner) => ({
    experienceId: await resumeItem(owner, 'experiences'),
  }),
  'DELETE /api/profile/v2/candidate/applications/{applicationId}': async (owner) => {
    const { rows } = await api.db.query<{ id: string }>(
      `INSERT INTO applications (candidate_id, vacancy_id)
       SELECT $1, id FROM vacancies WHERE status = 'published' ORDER BY id LIMIT 1 RETURNING id`,
      [owner.candidateId],
    );
    return { applicationId: rows[0]?.id ?? '' };
  },
  'GET /api/auth/v2/auth-flow/{flowId}': async (owner) => {
    const redirectUri = 'https://aliado.example/callback';
    const client = await registerPartnerClient(createRepositories(api.db), {
      name: 'Agencia Aliada',
      redirectUris: [redirectUri],
    });
    const started = await api.app.inject({
      method: 'POST',
      url: '/api/auth/v2/auth-flow/start',
      payload: {
        clientId: client.clientId,
        scope: 'ALL',
        state: 'estado',
        redirectUri,
        responseType: 'code',
        codeChallenge: s256Challenge('v'.repeat(43)),
        codeChallengeMethod: 'S256',
      },
    });
    const { flowId } = started.json();
    const approved = await api.app.inject({
      method: 'POST',
      url: '/api/auth/v2/user/validatePermission',
      payload: { flowId, clientId: client.clientId, scopes: ['ALL'] },
      headers: bearer(owner),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return { flowId };
  },
};

async function jobAlertOf(owner: SignedInAccount): Promise<Record<string, string>> {
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/jobs/v1/mimir-alerts/alert',
    payload: { query: `alerta ${randomUUID()}` },
    headers: bearer(owner),
  });
  expect(created.statusCode, created.body).toBe(200);
  return { alertId: created.json().id };
}
OWNED_BY['PATCH /api/jobs/v1/mimir-alerts/alert/{alertId}'] = jobAlertOf;
OWNED_BY['DELETE /api/jobs/v1/mimir-alerts/alert/{alertId}'] = jobAlertOf;

const key = (operation: OpenApiOperation) => `${operation.method} ${operation.path}`;

describe('one person’s things, named in the path of a signed-in route', () => {
  it('are listed here for every such route of the OpenAPI document, so a new one is covered', () => {
    const personal = operations
      .filter((operation) => operation.needsSession && operation.parameters.some((p) => p.in === 'path'))
      // A company's things in the analyst area: analyst-tenancy.test.ts covers every such route.
      .filter((operation) => !operation.path.startsWith('/api/analyst/'))
      .map(key)
      .filter((operation) => !NAMES_NOTHING_PERSONAL.has(operation));
    expect(personal.sort()).toEqual(Object.keys(OWNED_BY).sort());
  });

  it.each(Object.keys(OWNED_BY))(
    '%s answers 404 to anyone but their owner, and changes nothing',
    async (name) => {
      const operation = operations.find((candidate) => key(candidate) === name);
      const ownedBy = OWNED_BY[name];
      if (!operation || !ownedBy) throw new Error(`${name} is not in the OpenAPI document`);
      const url = samplePath(operation.path, await ownedBy(beto));
      const payload = await BODY_OF[name]?.();
      const byAna = await api.app.inject({ method: operation.method, url, payload, headers: bearer(ana) });
      expect(byAna.statusCode, byAna.body).toBe(404);
      const byBeto = await api.app.inject({ method: operation.method, url, payload, headers: bearer(beto) });
      expect(byBeto.statusCode, byBeto.body).toBe(200);
    },
  );
});
