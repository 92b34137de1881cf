import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../infrastructure/security-headers.ts';
import { securityHeaderProblems } from './response-headers.ts';

const goodHeaders = {
  'content-security-policy': contentSecurityPolicy({
    scriptHashes: ['47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
    frameAncestors: [],
  }),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
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
      "the CSP allows scripts other than its own or hashed: 'unsafe-inline'",
    ]);
  });

  it('accepts no policy without hashes either, and no other script source than its own and hashes', () => {
    expect(
      securityHeaderProblems({
        ...goodHeaders,
        'content-security-policy': contentSecurityPolicy({ frameAncestors: [] }),
      }),
    ).toEqual([]);
    for (const [source, problems] of [
      ["'nonce-abc123'", ["the CSP allows scripts other than its own or hashed: 'nonce-abc123'"]],
      ['https://cdn.example', ['the CSP allows scripts other than its own or hashed: https://cdn.example']],
      ["'sha256-short='", ["the CSP allows scripts other than its own or hashed: 'sha256-short='"]],
    ] as const) {
      const policy = goodHeaders['content-security-policy'].replace(
        "script-src 'self'",
        `script-src 'self' ${source}`,
      );
      expect(securityHeaderProblems({ ...goodHeaders, 'content-security-policy': policy })).toEqual(problems);
    }
  });

  it('rejects a missing policy, missing nosniff and a leaky referrer policy', () => {
    expect(
      securityHeaderProblems({ 'referrer-policy': 'unsafe-url', 'permissions-policy': PERMISSIONS_POLICY }),
    ).toEqual([
      'no Content-Security-Policy',
      'X-Content-Type-Options is not nosniff',
      'Referrer-Policy unsafe-url leaks full URLs',
    ]);
  });

  it('rejects images from anywhere, powerful features left open and HSTS on the wrong scheme', () => {
    const anyImage = goodHeaders['content-security-policy'].replace(
      "img-src 'self' data:",
      'img-src * data:',
    );
    expect(
      securityHeaderProblems({
        ...goodHeaders,
        'content-security-policy': anyImage,
        'permissions-policy': 'camera=(self), fullscreen=(self)',
        'strict-transport-security': 'max-age=31536000',
      }),
    ).toEqual([
      'the CSP allows images from anywhere: *',
      'the Permissions-Policy does not deny camera',
      'the Permissions-Policy does not deny microphone',
      'the Permissions-Policy does not deny geolocation',
      'the Permissions-Policy does not deny payment',
      'the Permissions-Policy does not deny usb',
      'the Permissions-Policy does not deny display-capture',
      'Strict-Transport-Security over plain HTTP',
    ]);
    expect(securityHeaderProblems(goodHeaders, { overHttps: true })).toEqual([
      'no lasting Strict-Transport-Security over HTTPS',
    ]);
  });

  it('rejects a page any site may frame', () => {
    const framed = contentSecurityPolicy({ frameAncestors: ['https://empleos.empresa.co'] });
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
