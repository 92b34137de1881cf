import { describe, expect, it } from 'vitest';
import { basicCredentials, redirectUriProblem } from './partner-clients.ts';

describe('redirect URIs a partner may register', () => {
  it('takes https anywhere and plain http only on this machine', () => {
    expect(redirectUriProblem('https://aliada.example/camello/callback?x=1')).toBeNull();
    expect(redirectUriProblem('http://localhost:8080/callback')).toBeNull();
    expect(redirectUriProblem('http://127.0.0.1/callback')).toBeNull();
    expect(redirectUriProblem('http://aliada.example/callback')).toMatch(/https/);
  });

  it('refuses fragments, credentials, other schemes and what is no URL', () => {
    for (const uri of [
      'https://aliada.example/callback#x',
      'https://user:pass@aliada.example/callback',
      'javascript:alert(1)',
      'com.aliada.app:/callback',
      '/callback',
      'no es una url',
    ])
      expect(redirectUriProblem(uri), uri).not.toBeNull();
  });
});

describe('client credentials in HTTP Basic', () => {
  const header = (user: string, secret: string) =>
    `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

  it('reads the id and the secret, form-url-decoded (RFC 6749 §2.3.1)', () => {
    expect(basicCredentials(header('id-1', 'a%3Ab+c'))).toEqual({ clientId: 'id-1', secret: 'a:b c' });
    expect(basicCredentials(`basic ${Buffer.from('x:y').toString('base64')}`)).toEqual({
      clientId: 'x',
      secret: 'y',
    });
  });

  it('answers null for other schemes, no colon and bad encodings', () => {
    expect(basicCredentials(undefined)).toBeNull();
    expect(basicCredentials('Bearer abc')).toBeNull();
    expect(basicCredentials(`Basic ${Buffer.from('sin-dos-puntos').toString('base64')}`)).toBeNull();
    expect(basicCredentials(header('id', '%E0%A4%A'))).toBeNull();
    expect(basicCredentials('Basic !!!')).toBeNull();
  });
});
