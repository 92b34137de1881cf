import { describe, expect, it } from 'vitest';
import { isActiveLink } from './active-link.ts';

describe('isActiveLink', () => {
  it('matches equal paths whatever the host', () => {
    expect(isActiveLink('https://analistas.camello.co/vacantes', 'http://localhost:3000/vacantes')).toBe(
      true,
    );
    expect(isActiveLink('/vacantes', 'https://camello.co/vacantes')).toBe(true);
  });

  it('ignores query string, hash and a trailing slash', () => {
    expect(isActiveLink('/vacantes?lang=es-CO', '/vacantes/#lista')).toBe(true);
  });

  it('does not match a different or a parent path', () => {
    expect(isActiveLink('/vacantes', '/vacantes/123')).toBe(false);
    expect(isActiveLink('/vacantes', '/Vacantes')).toBe(false);
    expect(isActiveLink('/', '/vacantes')).toBe(false);
  });

  it('matches the root path', () => {
    expect(isActiveLink('https://camello.co', '/')).toBe(true);
  });

  it('treats invalid and empty URLs as no match', () => {
    expect(isActiveLink('http://exa mple.com/vacantes', '/vacantes')).toBe(false);
    expect(isActiveLink('/vacantes', 'http://[bad/vacantes')).toBe(false);
    expect(isActiveLink('', '/')).toBe(false);
    expect(isActiveLink('/', '  ')).toBe(false);
  });
});
