import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../infrastructure/security-headers.ts';
import { securityHeaderProblems } from './response-headers.ts';

const goodHeaders = {
  'content-security-policy': contentSecurityPolicy({ nonce: 'abc123', frameAncestors: [] }),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('securityHeaderProblems', () => {
  it('accepts the headers the server sends', () => {
    expect(securityHeaderProblems(goodHeaders)).toEqual([]);
  });

  it('rejects a policy that lets inline scripts run', () => {
    const policy =
      "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
    expect(securityHeaderProblems({ ...goodHeaders, 'content-security-policy': policy })).toEqual([
      "the CSP allows 'unsafe-inline' scripts",
      'the CSP has no script nonce',
    ]);
  });

  it('rejects a missing policy, missing nosniff and a leaky referrer policy', () => {
    expect(securityHeaderProblems({ 'referrer-policy': 'unsafe-url' })).toEqual([
      'no Content-Security-Policy',
      'X-Content-Type-Options is not nosniff',
      'Referrer-Policy unsafe-url leaks full URLs',
    ]);
  });

  it('rejects a page any site may frame', () => {
    const framed = contentSecurityPolicy({ nonce: 'abc123', frameAncestors: ['https://empleos.empresa.co'] });
    expect(securityHeaderProblems({ ...goodHeaders, 'content-security-policy': framed })).toEqual([
      "the CSP lacks frame-ancestors 'none'",
    ]);
  });

  it('rejects cookies that scripts can read or other sites can send', () => {
    const cookies = [
      'access_token=x; Path=/; SameSite=Lax',
      'theme=dark; HttpOnly',
      'ok=1; HttpOnly; SameSite=Strict',
    ];
    expect(securityHeaderProblems({ ...goodHeaders, 'set-cookie': cookies })).toEqual([
      'cookie access_token is not HttpOnly',
      'cookie theme has no SameSite=Lax or Strict',
    ]);
  });
});
