import type { RawRequest } from './raw-http.ts';

/**
 * Hostile requests to one path, in batches by what they attack: the method, the form of the
 * request target, the Host header, the size and number of headers, and the values of each header
 * the server reads (one batch each: Cookie, Accept-Language, Accept-Encoding, If-None-Match…). `authority` is the
 * server's own `host:port`. Every one must be answered 2xx–4xx, never 5xx nor a stack trace, and
 * the server must still be up after each batch.
 */
export function hostileRequestBatches(path: string, authority: string): Record<string, RawRequest[]> {
  const host = ['Host', authority] as const;
  const get = (headers: readonly (readonly [string, string])[]): RawRequest => ({
    method: 'GET',
    target: path,
    headers: [host, ...headers],
  });
  return {
    methods: [
      ...methods.map((method) => ({
        method,
        target: path,
        headers: [host, ['Content-Length', '0'] as const],
      })),
      { method: 'CONNECT', target: authority, headers: [host] },
      { method: 'CONNECT', target: 'evil.example:443', headers: [['Host', 'evil.example:443']] },
    ],
    'request targets': [
      { method: 'GET', target: `http://${authority}${path}`, headers: [host] },
      { method: 'GET', target: `http://evil.example${path}`, headers: [host] },
      { method: 'GET', target: `https://${authority}${path}`, headers: [['Host', 'evil.example']] },
      { method: 'GET', target: `ftp://${authority}${path}`, headers: [host] },
      { method: 'GET', target: authority, headers: [host] },
      { method: 'OPTIONS', target: '*', headers: [host] },
      { method: 'GET', target: '*', headers: [host] },
      { method: 'GET', target: `${path}#fragment`, headers: [host] },
      { method: 'GET', target: `/${path}`, headers: [host] },
      { method: 'GET', target: `${path}/..%2f..%2f..%2fetc%2fpasswd`, headers: [host] },
      { method: 'GET', target: `${path}?${'a=1&'.repeat(2_000)}`, headers: [host] },
    ],
    'Host values': [
      ...hostValues.map((value) => ({ method: 'GET', target: path, headers: [['Host', value] as const] })),
      { method: 'GET', target: path, headers: [host, ['Host', 'evil.example']] },
      { method: 'GET', target: path, headers: [] },
      get([['X-Forwarded-Host', 'evil.example']]),
      get([['Forwarded', 'host=evil.example;proto=https']]),
      get([['X-Forwarded-Proto', 'javascript']]),
    ],
    'header sizes': [
      get([['X-Padding', 'a'.repeat(20_000)]]),
      get([['Cookie', `camello_locale=${'a'.repeat(15_000)}`]]),
      get(Array.from({ length: 300 }, (_, index) => [`X-Header-${index}`, 'x'] as const)),
      get(Array.from({ length: 100 }, () => ['Cookie', 'camello_locale=%E0'] as const)),
      get(Array.from({ length: 100 }, () => ['Accept-Language', 'en-US'] as const)),
      get([
        ['Content-Length', '0'],
        ['Content-Length', '5'],
      ]),
    ],
    ...Object.fromEntries(
      Object.entries(headerValues).map(([name, values]) => [
        `${name} values`,
        values.map((value) => get([[name, value]])),
      ]),
    ),
  };
}

const methods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'QUERY',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'SEARCH',
  'PURGE',
  'M-SEARCH',
  'get',
  'FOO',
  'G(T',
  'X'.repeat(200),
];

const hostValues = [
  '',
  'a b',
  '[',
  '[::1',
  'a:99999',
  'a:-1',
  'a:b',
  ':80',
  'evil.example',
  'evil.example:443',
  'EVIL.EXAMPLE.',
  'user:pass@evil.example',
  'evil.example/path',
  'evil.example?x',
  'evil.example#x',
  'evil.example\\x',
  '%65vil.example',
  '[::1]:3000',
  '0',
  '127.0.0.1:0',
  'localhost',
  `${'a'.repeat(250)}.example`,
  'a'.repeat(10_000),
  'ñandú.example',
  '\u00ff\u00fe',
  'a\tb',
  '<script>alert(1)</script>',
];

/** Values of the headers the server reads, each one sent alone with a valid Host. */
const headerValues: Record<string, readonly string[]> = {
  Cookie: [
    'camello_locale=%E0',
    'camello_locale=%',
    'camello_locale=%%',
    'camello_locale=%ZZ',
    'camello_locale="',
    'camello_locale=""',
    'camello_locale=',
    'camello_locale',
    'camello_locale=en-US',
    'camello_locale=ImVuLVVTIg==',
    'camello_locale=eyJfX3Byb3RvX18iOnsieCI6MX19',
    'camello_locale=bnVsbA==',
    'camello_locale=====',
    '=',
    ';;;',
    '; ; =; ==',
    '__proto__=1; constructor=2; prototype=3',
    'camello_locale=es-CO; camello_locale=%E0',
    'access_token=%E0; refresh_token=\u00ff',
    'a=\u00e0\u00ff\u0080',
    `${'x=1; '.repeat(1_000)}`,
  ],
  'Accept-Language': [
    '*',
    'xx-YY',
    'en-US;q=abc',
    'es-CO;q=1e309',
    'en;q=-1, es;q=NaN',
    ';;;,,,',
    'en-US'.padEnd(5_000, ',en'),
    '\u00e9s-CO',
    '__proto__',
    'constructor, toString',
  ],
  'Accept-Encoding': [
    '*',
    'gzip;q=NaN',
    'gzip;q=',
    'gzip;q=-1',
    'br;q=1e309, gzip;q=0',
    'identity;q=0, *;q=0',
    'gzip, gzip, gzip, deflate, br, zstd',
    ',,,;;;',
    'gzip'.padEnd(5_000, ',gzip'),
  ],
  'If-None-Match': ['*', '"', 'W/', 'W/"x", W/"y", *', '"\u00ff"', ',,,', 'W/"x"'.padEnd(5_000, ', W/"x"')],
  'If-Modified-Since': ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '9'.repeat(100)],
  Range: ['bytes=0-', 'bytes=-1', 'bytes=999999999-', 'bytes=a-b', 'lines=1-2'],
  'User-Agent': ['', 'Googlebot/2.1 (+http://www.google.com/bot.html)', '\u00ff'.repeat(1_000)],
  'Content-Type': ['application/json', 'multipart/form-data; boundary=', 'text/html; charset=nope'],
  'X-Request-Id': ['', '../../etc/passwd', '<script>', 'x'.repeat(5_000)],
};
