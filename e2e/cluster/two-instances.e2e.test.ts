// Two instances on one PostgreSQL behind HAProxy (`startCluster`, what `npm run start:cluster`
// runs): what one instance does, the other sees, and a crashed instance costs at most the requests
// it was answering. Runs on the PostgreSQL of DATABASE_URL (the integration step of CI).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCluster } from '../../apps/server/src/cluster/cluster.ts';
import { startLocalCluster } from '../support/cluster.ts';
import { cpuTimeMs } from '../support/process-cpu.ts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) console.warn('\nThe two-instance suite is SKIPPED: it needs DATABASE_URL (PostgreSQL).\n');

const database = `camello_cluster_${process.pid}`;
const databaseUrl = (name: string) => {
  const url = new URL(adminUrl ?? 'postgresql://localhost');
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('two instances behind HAProxy on one PostgreSQL', () => {
  let cluster: RunningCluster;
  let dataDir: string;
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk) => {
    printed += chunk;
  });

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database}`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'camello-cluster-test-'));
    cluster = await startLocalCluster({
      databaseUrl: databaseUrl(database),
      dataDir,
      seedVacancies: '300',
      output,
      log: () => {},
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n--- output ---\n${printed.slice(-6000)}`);
    });
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const [first, second] = [0, 1];

  /** Signs a demo account in on one instance: its session cookies, as a Cookie header. */
  async function signInDemo(email: string, instance: number): Promise<string> {
    const password = printed
      .split('\n')
      .find((line) => line.includes(`Demo account (local only): ${email} / `))
      ?.split(' / ')[1]
      ?.trim();
    expect(password, 'the first boot prints the demo passwords').toBeTruthy();
    const response = await fetch(`${cluster.instances[instance]?.url}/api/auth/v2/oauth2/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password: password ?? '', grant_type: 'password' }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  it('finds on the other instance, within 5 s, a vacancy published through the first one', async () => {
    const word = `Zapatero${Date.now().toString(36)}`;
    const search = (instance: number) =>
      fetch(
        `${cluster.instances[instance]?.url}/api/jobs/v1/public/jobs/search?queries[0][field]=all&queries[0][term]=${word}`,
      )
        .then((response) => response.json())
        .then((body: { totalRows: number }) => body.totalRows);
    expect(await search(second)).toBe(0);

    const cookie = await signInDemo('analista.demo@camello.local', first);
    const analyst = (apiPath: string, body?: object) =>
      fetch(`${cluster.instances[first]?.url}/api/analyst${apiPath}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const { companies } = (await (await analyst('/v1/companies')).json()) as { companies: { id: string }[] };
    const companyId = companies[0]?.id;
    const created = await analyst(`/v1/companies/${companyId}/vacancies`, {
      title: `${word} de calzado`,
      descriptionHtml: '<p>Reparación y fabricación de calzado en taller.</p>',
      cities: ['medellin'],
      sectors: [],
      occupation: 'Zapatero',
      salaryFrequency: 'MONTH',
      employmentType: 'FULL_TIME',
      educationLevel: 'HIGH_SCHOOL',
      experienceMonths: 12,
      isRemote: false,
      urgent: false,
      numberOfQuotas: 1,
      skills: [],
      questions: [],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const published = await analyst(`/v1/companies/${companyId}/vacancies/${id}/status`, {
      action: 'publish',
    });
    expect(published.status, await published.clone().text()).toBe(200);

    const publishedAt = Date.now();
    for (const instance of [second, first]) {
      while ((await search(instance)) === 0) {
        expect(Date.now() - publishedAt).toBeLessThan(5_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  it('keeps a person signed in on the other instance', async () => {
    const cookie = await signInDemo('candidata.demo@camello.local', first);
    const check = await fetch(`${cluster.instances[second]?.url}/api/auth/v1/health/oauth-check`, {
      headers: { cookie },
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ user: { email: 'candidata.demo@camello.local' } });
    // A signed-in page rendered by the other instance, through the proxy.
    const page = await fetch(`${cluster.url}/aplicaciones-conectadas`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
  });

  it('counts failed sign-ins of one account across both instances (10 in 15 minutes)', async () => {
    const email = `nadie-${Date.now().toString(36)}@example.com`;
    const attempt = (instance: number) =>
      fetch(`${cluster.instances[instance]?.url}/api/auth/v2/oauth2/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: 'no-es-esta', grant_type: 'password' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push(await attempt(n % 2));
    // Five on each instance: with counters per instance the eleventh would still be let through.
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('spreads pages rendered for each visitor over both instances, though they share one address', async () => {
    // A visitor with a cookie gets the page rendered for them: no instance keeps it, so keying
    // such requests by address would pile every visitor of `/aplicaciones-conectadas` on one.
    const cpuBefore = cluster.instances.map((instance) => cpuTimeMs(instance.pid()));
    for (let request = 0; request < 40; request += 1) {
      const response = await fetch(`${cluster.url}/empleos?q=auxiliar`, {
        headers: { cookie: 'camello_visita=1' },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const used = cluster.instances.map(
      (instance, index) => cpuTimeMs(instance.pid()) - (cpuBefore[index] ?? 0),
    );
    const total = used.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThan(0);
    for (const ms of used) expect(ms / total).toBeGreaterThan(0.25);
  });

  it('routes around an instance killed with SIGKILL under load, losing at most the requests in flight', async () => {
    const connections = 10;
    // Many addresses: the proxy sends each address to one instance (balance uri), so both get some.
    const paths = [
      'auxiliar',
      'ventas',
      'conductor',
      'cocinero',
      'bodega',
      'mesero',
      'contador',
      'enfermera',
    ].flatMap((term) => [
      `/empleos?q=${term}`,
      `/api/jobs/v1/public/jobs/search?queries[0][field]=all&queries[0][term]=${term}`,
    ]);
    let next = 0;
    const load = autocannon({
      url: cluster.url,
      connections,
      duration: 8,
      requests: [
        {
          setupRequest: (request) => {
            next += 1;
            return { ...request, path: paths[next % paths.length] };
          },
        },
      ],
    });
    setTimeout(() => cluster.instances[first]?.kill('SIGKILL'), 2_500);
    const result = await load;
    const failed = result.errors + result.timeouts + result.non2xx;
    expect(result.requests.total).toBeGreaterThan(2 * connections);
    expect(failed).toBeLessThanOrEqual(connections);
    // Afterwards, everything goes to the instance that is left.
    for (let request = 0; request < 20; request += 1) {
      const response = await fetch(`${cluster.url}/api/jobs/v1/public/jobs/search`);
      expect(response.status).toBe(200);
    }
  });
});
