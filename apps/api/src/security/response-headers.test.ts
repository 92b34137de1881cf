import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../infrastructure/security-headers.ts';
import { securityHeaderProblems } from './response-headers.ts';

const goodHeaders = {
  'content-security-policy': contentSecurityPolicy({ nonce: 'abc123', frameAncestors: [] }),
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
      'the CSP has no script nonce',
    ]);
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
