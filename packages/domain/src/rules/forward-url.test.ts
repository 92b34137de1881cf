import { describe, expect, it } from 'vitest';
import { encodeForwardUrl, forwardPathOf, safeSitePath } from './forward-url.ts';

/** Base64 of raw text, without the encoder under test. */
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('forwardPathOf', () => {
  it('leads back to a path on this site, with its query and hash', () => {
    expect(forwardPathOf(base64('/empleos/medico-general-bogota'))).toBe('/empleos/medico-general-bogota');
    expect(forwardPathOf(base64('/empleos?jobSlug=medico&action=apply'))).toBe(
      '/empleos?jobSlug=medico&action=apply',
    );
    expect(forwardPathOf(base64('/empresas/acme?utm_source=x#detalle'))).toBe(
      '/empresas/acme?utm_source=x#detalle',
    );
  });

  it('reads the UTF-8 the site encodes, and the site encodes it so', () => {
    expect(forwardPathOf(encodeForwardUrl('/empleos?q=diseñador'))).toBe('/empleos?q=dise%C3%B1ador');
    expect(forwardPathOf(encodeForwardUrl('/trabajos/médico'))).toBe('/trabajos/m%C3%A9dico');
    expect(encodeForwardUrl('/empleos?q=ñ')).toBe(base64('/empleos?q=ñ'));
  });

  it('normalises dot segments, which stay on the site', () => {
    expect(forwardPathOf(base64('/empleos/../empresas'))).toBe('/empresas');
    expect(forwardPathOf(base64('/../../etc'))).toBe('/etc');
  });

  it('tolerates a + that the query string turned into a space', () => {
    const withPlus = base64('/empleos?q=>>>'); // L2VtcGxlb3M/cT0+Pj4=
    expect(withPlus).toContain('+');
    expect(forwardPathOf(withPlus.replaceAll('+', ' '))).toBe('/empleos?q=%3E%3E%3E');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
  ])('is the jobs list when %s', (_case, value) => {
    expect(forwardPathOf(value)).toBe('/empleos');
  });

  it.each([
    'https://evil.example',
    'https://evil.example/empleos',
    'http://evil.example',
    '//evil.example',
    '//evil.example/empleos',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'evil.example',
    'empleos',
    '',
    ' /empleos',
    ' //evil.example',
    '/empleos ',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    '/empleos\\..\\..\\evil',
    '/\u3000/evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https://camello.example@evil.example',
  ])('is the jobs list for %j', (target) => {
    expect(forwardPathOf(base64(target))).toBe('/empleos');
  });

  it.each([
    ['plain text', '/empleos'],
    ['a path in url-safe base64 with -', 'L2VtcGxlb3M_cT0-Pj4-'],
    ['base64 with a bad length', 'L2VtcGxlb3'.slice(0, 5)],
    ['too much padding', 'L2VtcGxlb3M===='],
    ['inner padding', 'L2Vt=cGxlb3M='],
    ['a percent-encoded value', encodeURIComponent(base64('/empleos?q=>>>'))],
    ['bytes that are not UTF-8', Buffer.from([0x2f, 0xff, 0xfe]).toString('base64')],
    ['an overlong encoding of /', Buffer.from([0x2f, 0xc0, 0xaf, 0x65]).toString('base64')],
    ['a value too long to be ours', base64(`/empleos?q=${'a'.repeat(5000)}`)],
  ])('is the jobs list for %s', (_case, value) => {
    expect(forwardPathOf(value)).toBe('/empleos');
  });

  it('is the jobs list for base64 that hides a newline or tab before another host', () => {
    expect(forwardPathOf(`${base64('/empleos')}\n`)).toBe('/empleos');
    expect(forwardPathOf(base64('/empleos\n//evil.example'))).toBe('/empleos');
    expect(forwardPathOf(base64('/\t\\evil.example'))).toBe('/empleos');
  });
});

describe('safeSitePath', () => {
  it('keeps a path on the site and refuses everything else', () => {
    expect(safeSitePath('/empleos?action=apply')).toBe('/empleos?action=apply');
    expect(safeSitePath('/')).toBe('/');
    expect(safeSitePath('//evil.example')).toBeNull();
    expect(safeSitePath('https://evil.example')).toBeNull();
    expect(safeSitePath('/%2F%2Fevil.example')).toBeNull();
  });
});
