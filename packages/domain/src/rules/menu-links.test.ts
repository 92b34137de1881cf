import { describe, expect, it } from 'vitest';
import { holdsActiveLink, withSharedQuery } from './menu-links.ts';

describe('withSharedQuery', () => {
  it('appends with ? to a link without a query and with & to one that has one', () => {
    expect(withSharedQuery('/analista/acme/vacantes', 'lang=es-CO')).toBe(
      '/analista/acme/vacantes?lang=es-CO',
    );
    expect(withSharedQuery('/analista/acme/vacantes?estado=draft', 'lang=es-CO')).toBe(
      '/analista/acme/vacantes?estado=draft&lang=es-CO',
    );
  });

  it('leaves the link alone without shared values, and keeps a hash last', () => {
    expect(withSharedQuery('/analista', '')).toBe('/analista');
    expect(withSharedQuery('/analista', '?')).toBe('/analista');
    expect(withSharedQuery('/analista#invitar', '?lang=en-US')).toBe('/analista?lang=en-US#invitar');
    expect(withSharedQuery('/analista?', 'lang=en-US')).toBe('/analista?lang=en-US');
  });
});

describe('holdsActiveLink', () => {
  const group = {
    items: [
      { url: '/analista/acme/configuracion' },
      { items: [{ url: '/analista/acme/configuracion/marcas' }] },
    ],
  };

  it('is true for a group with the current page at any depth, by path only', () => {
    expect(
      holdsActiveLink(group, 'https://camello.example/analista/acme/configuracion/marcas?lang=es-CO'),
    ).toBe(true);
    expect(holdsActiveLink(group, '/analista/acme/configuracion/')).toBe(true);
  });

  it('is false when no link of the group is the current page', () => {
    expect(holdsActiveLink(group, '/analista/acme/vacantes')).toBe(false);
    expect(holdsActiveLink({ items: [] }, '/analista')).toBe(false);
    expect(holdsActiveLink({ url: 'http://[' }, 'http://[')).toBe(false);
  });
});
