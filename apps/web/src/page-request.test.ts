import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  authorityOf,
  pageRequestProblem,
  publicOriginResolver,
  requestOriginOf,
  serverOriginOf,
} from './page-request.ts';

/** A request as Node's parser leaves it, from header name and value pairs. */
function incoming(
  method: string,
  url: string,
  headerPairs: readonly (readonly [string, string])[],
): IncomingMessage {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.rawHeaders = headerPairs.flat();
  // Node keeps the first of repeated Host headers.
  message.headers = Object.fromEntries(
    headerPairs.toReversed().map(([name, value]) => [name.toLowerCase(), value]),
  );
  return message;
}

describe('authorityOf', () => {
  it('gives a valid Host in the form a URL has it', () => {
    expect(authorityOf('Camello.Example')).toBe('camello.example');
    expect(authorityOf('camello.example:80')).toBe('camello.example');
    expect(authorityOf('127.0.0.1:3000')).toBe('127.0.0.1:3000');
    expect(authorityOf('[::1]:3000')).toBe('[::1]:3000');
  });

  it.each(['a b', '[', 'a:99999', 'a/b', 'a?b', 'a#b', 'u@a', 'a\\b', '', ':80', 'a:b'])(
    'refuses %j',
    (value) => {
      expect(authorityOf(value)).toBeNull();
    },
  );
});

describe('pageRequestProblem', () => {
  it('lets a page request through', () => {
    expect(pageRequestProblem(incoming('GET', '/empleos', [['Host', 'camello.example']]))).toBeNull();
    // HTTP/1.0 needs no Host.
    expect(pageRequestProblem(incoming('POST', '/empleos', []))).toBeNull();
  });

  it.each(['TRACE', 'CONNECT', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND'])('answers %s with 405', (method) => {
    expect(pageRequestProblem(incoming(method, '/empleos', [['Host', 'camello.example']]))).toBe(405);
  });

  it('answers 400 to a target that is not a path, and to an invalid or repeated Host', () => {
    expect(pageRequestProblem(incoming('GET', '*', [['Host', 'a']]))).toBe(400);
    expect(pageRequestProblem(incoming('GET', 'http://a/empleos', [['Host', 'a']]))).toBe(400);
    expect(pageRequestProblem(incoming('GET', '/empleos', [['Host', 'a b']]))).toBe(400);
    expect(
      pageRequestProblem(
        incoming('GET', '/empleos', [
          ['Host', 'a'],
          ['Host', 'b'],
        ]),
      ),
    ).toBe(400);
  });
});

describe('publicOriginResolver', () => {
  const request = (host: string) => incoming('GET', '/', [['Host', host]]);

  it('always uses the public origin when there is one', () => {
    const originOf = publicOriginResolver({
      publicOrigin: 'https://camello.example',
      allowedOrigins: ['https://evil.example'],
    });
    expect(originOf(request('evil.example'))).toBe('https://camello.example');
  });

  it('otherwise trusts a Host only when it names an allowed origin', () => {
    const originOf = publicOriginResolver({
      allowedOrigins: ['https://staging.camello.example', 'http://localhost:3000'],
    });
    expect(originOf(request('STAGING.camello.example'))).toBe('https://staging.camello.example');
    expect(originOf(request('localhost:3000'))).toBe('http://localhost:3000');
    expect(originOf(request('localhost:3001'))).toBeUndefined();
    expect(originOf(request('evil.example'))).toBeUndefined();
    expect(publicOriginResolver({})(request('evil.example'))).toBeUndefined();
  });
});

describe('serverOriginOf', () => {
  it('is the address the connection reached, never the Host header', () => {
    const message = incoming('GET', '/', [['Host', 'evil.example']]);
    Object.defineProperty(message.socket, 'localAddress', { value: '::1' });
    Object.defineProperty(message.socket, 'localPort', { value: 3000 });
    expect(serverOriginOf(message)).toBe('http://[::1]:3000');
  });
});

describe('requestOriginOf', () => {
  const at = (host: string | null) => {
    const message = incoming('POST', '/ingresar', host === null ? [] : [['Host', host]]);
    Object.defineProperty(message.socket, 'localAddress', { value: '127.0.0.1' });
    Object.defineProperty(message.socket, 'localPort', { value: 3000 });
    return message;
  };

  it('is the public origin when one is known, whatever the connection (a proxy ending TLS)', () => {
    expect(requestOriginOf(at('127.0.0.1:3000'), 'https://camello.example')).toBe('https://camello.example');
  });

  it('is the authority the browser named without one, on the connection scheme, else the server address', () => {
    expect(requestOriginOf(at('localhost:3000'), undefined)).toBe('http://localhost:3000');
    expect(requestOriginOf(at('bad host/x'), undefined)).toBe('http://127.0.0.1:3000');
    expect(requestOriginOf(at(null), undefined)).toBe('http://127.0.0.1:3000');
  });
});
