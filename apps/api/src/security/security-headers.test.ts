import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../infrastructure/security-headers.ts';
import { setUpApiApp } from '../test-support/api-app.ts';
import { openApiOperations, samplePath } from './openapi-operations.ts';
import { securityHeaderProblems } from './response-headers.ts';

const api = setUpApiApp({
  extend(app) {
    app.get('/framed-by-a-company', async (request) => {
      request.allowFramingBy(['https://empleos.empresa.co', 'http://localhost:8080']);
      return { framed: true };
    });
    app.get('/framed-by-a-bad-origin', async (request) => {
      const rejected: string[] = [];
      for (const origin of [
        "https://a.co; script-src 'unsafe-inline'",
        "'self'",
        'javascript:alert(1)',
        'https://a.co/path',
      ]) {
        try {
          request.allowFramingBy([origin]);
        } catch {
          rejected.push(origin);
        }
      }
      return { rejected };
    });
    app.get('/runs-two-inline-scripts', async (request) => {
      request.allowScriptHashes([
        '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
        'LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564=',
      ]);
      const rejected: string[] = [];
      for (const hash of ["x'; script-src 'unsafe-inline", 'abc', "'unsafe-inline'"]) {
        try {
          request.allowScriptHashes([hash]);
        } catch {
          rejected.push(hash);
        }
      }
      return { rejected };
    });
    app.get('/sends-forms-to-a-partner', async (request) => {
      request.allowFormActionTo(['https://aliada.example']);
      let rejected = false;
      try {
        request.allowFormActionTo(["https://a.co; script-src 'unsafe-inline'"]);
      } catch {
        rejected = true;
      }
      return { rejected };
    });
  },
});

describe('security headers on API responses', () => {
  it('are on every documented route, whatever its status', async () => {
    const operations = await openApiOperations(api.app);
    expect(operations.length).toBeGreaterThanOrEqual(3);
    const problems: string[] = [];
    for (const operation of operations) {
      const response = await api.app.inject({ method: operation.method, url: samplePath(operation.path) });
      problems.push(
        ...securityHeaderProblems(response.headers).map(
          (problem) => `${operation.method} ${operation.path}: ${problem}`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });

  it('are on errors: an unknown route and a bad query', async () => {
    for (const url of [
      '/api/no-such-route',
      '/api/referrals/v1/document-types?country=zz',
      '/nothing-here',
    ]) {
      const response = await api.app.inject(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(securityHeaderProblems(response.headers)).toEqual([]);
    }
  });

  it('carry no per-response secret: every response has the same policy, which lets no inline script run', async () => {
    const policies = new Set<string>();
    for (let request = 0; request < 5; request += 1) {
      const response = await api.app.inject('/api/health');
      policies.add(String(response.headers['content-security-policy']));
    }
    expect(policies.size).toBe(1);
    const [policy] = policies;
    expect(policy).toContain("; script-src 'self'; script-src-attr 'none';");
    expect(policy).not.toMatch(/'nonce-|'sha256-/);
  });

  it('let a route allow inline scripts by their SHA-256 digests, and only by digests', async () => {
    const response = await api.app.inject('/runs-two-inline-scripts');
    expect(response.json().rejected).toHaveLength(3);
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'sha256-LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564=';",
    );
  });

  it('let a route allow named origins to frame it, dropping X-Frame-Options', async () => {
    const response = await api.app.inject('/framed-by-a-company');
    expect(response.headers['content-security-policy']).toContain(
      'frame-ancestors https://empleos.empresa.co http://localhost:8080',
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
    const unframed = await api.app.inject('/api/health');
    expect(unframed.headers['x-frame-options']).toBe('DENY');
  });

  it('accept only bare http(s) origins as framing origins', async () => {
    const response = await api.app.inject('/framed-by-a-bad-origin');
    expect(response.json().rejected).toHaveLength(4);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('let a route widen form-action to named origins, and only to bare origins', async () => {
    const response = await api.app.inject('/sends-forms-to-a-partner');
    expect(response.json().rejected).toBe(true);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("form-action 'self' https://aliada.example;");
    expect(policy).toContain("frame-ancestors 'none'");
    const other = await api.app.inject('/api/health');
    expect(other.headers['content-security-policy']).toContain("form-action 'self';");
  });

  it('send Strict-Transport-Security over HTTPS only', async () => {
    // Behind a proxy Fastify trusts, X-Forwarded-Proto says which scheme the visitor used.
    const behindProxy = Fastify({ trustProxy: true });
    await registerSecurityHeaders(behindProxy);
    behindProxy.get('/', async () => 'ok');
    try {
      const overHttps = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(securityHeaderProblems(overHttps.headers, { overHttps: true })).toEqual([]);
      const overHttp = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(securityHeaderProblems(overHttp.headers)).toEqual([]);
    } finally {
      await behindProxy.close();
    }
  });
});
