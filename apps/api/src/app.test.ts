import { openTestDatabase } from '@camello/db/testing';
import { describe, expect, it } from 'vitest';
import { createServer } from './app.ts';
import { setUpApiApp } from './test-support/api-app.ts';

const api = setUpApiApp();

describe('API shell', () => {
  it('reports the database and the loaded search index on /api/health', async () => {
    const response = await api.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', database: { ok: true, driver: api.db.kind } });
    expect(body.searchIndex.ready).toBe(true);
    expect(body.searchIndex.vacancies).toBeGreaterThan(0);
    expect(body.searchIndex.ageSeconds).toBeGreaterThanOrEqual(0);
    // What an operator watches for growth: the process's resident memory, and its heap within it.
    expect(body.memoryMb.resident).toBeGreaterThan(0);
    expect(body.memoryMb.heapUsed).toBeGreaterThan(0);
    expect(body.memoryMb.heapUsed).toBeLessThanOrEqual(body.memoryMb.heapTotal);
    expect(body.memoryMb.heapTotal).toBeLessThan(body.memoryMb.resident);
    expect(body.memoryMb.external).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 on /api/health while the database cannot be reached', async () => {
    // Not this file's shared API: a second one whose database goes away.
    const db = await openTestDatabase();
    const app = await createServer({ db });
    try {
      await app.inject('/api/jobs/v1/public/jobs/search');
      await db.close();
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      await app.close();
    }
  });

  it('answers an unknown API route with a 404 JSON error in Spanish', async () => {
    const response = await api.app.inject('/api/jobs/v9/nothing-here?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No encontramos la ruta GET /api/jobs/v9/nothing-here',
    });
  });

  it('answers a wrong method on a route with 405 and the methods it allows', async () => {
    const response = await api.app.inject({ method: 'DELETE', url: '/api/health?x=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: 'La ruta /api/health no admite el método DELETE',
    });
    const search = await api.app.inject({ method: 'PUT', url: '/api/jobs/v1/public/jobs/search' });
    expect(search.statusCode).toBe(405);
    expect(search.headers.allow).toBe('GET, HEAD');
  });

  it('speaks the language of Accept-Language', async () => {
    const response = await api.app.inject({
      url: '/api/nothing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.json().message).toBe('Route GET /api/nothing not found');
  });

  it('rejects out-of-range query values with a 400 that names the parameter', async () => {
    const response = await api.app.inject('/api/referrals/v1/document-types?country=zz');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/^El parámetro country debe ser uno de estos valores: us, ar/);
  });

  it('rejects unknown query parameters on strict routes', async () => {
    const response = await api.app.inject('/api/referrals/v1/document-types?evil[__proto__][x]=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Estos parámetros no existen: evil/);
  });

  it('answers 400 to values that cannot even be read as text, in the query or the body', async () => {
    // Found by the query fuzz: zod measures an object with a `length` key against a length limit,
    // and throws on one that cannot be coerced, which was a 500.
    for (const query of [
      'companySlug%5Blength%5D%5BcompanySlug%5D=&companySlug[]=%',
      'companySlug[length][toString]=a&companySlug[length][valueOf]=b&companySlug[0]=x',
    ]) {
      const response = await api.app.inject(`/api/jobs/v2/filters/public/settings?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe('No pudimos atender esta solicitud');
    }
    const body = await api.app.inject({
      method: 'POST',
      url: '/api/auth/v2/register',
      payload: { email: { length: { toString: 1, valueOf: 2 } } },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('Los datos enviados no son válidos');
  });

  it('tells a parameter sent in the wrong shape from a missing one', async () => {
    const wrong = await api.app.inject('/api/jobs/v1/public/jobs/search?paginator[page]=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('El parámetro paginator[page] no es válido');
    const missing = await api.app.inject('/api/jobs/v1/cities/label');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Falta el parámetro id');
  });

  it('lists the active countries', async () => {
    const response = await api.app.inject('/api/profile/v1/countries/active');
    expect(response.statusCode).toBe(200);
    const codes = response.json().map((country: { code: string }) => country.code);
    expect(codes).toContain('co');
  });

  it('lists document types of one country', async () => {
    const response = await api.app.inject('/api/referrals/v1/document-types?country=co');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { countryCode: string; code: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.countryCode === 'co')).toBe(true);
    expect(rows.map((row) => row.code)).toContain('CC');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await api.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/profile/v1/countries/active',
        '/api/referrals/v1/document-types',
      ]),
    );
  });
});
