import { describe, expect, it } from 'vitest';
import { analystCrumbsOf } from './analyst-crumbs.ts';
import { analystMessages } from './messages.ts';

const t = analystMessages.of('es-CO');
const area = { pathname: '/analista', handle: { analystCrumb: () => 'Área de empresas' } };
const company = {
  pathname: '/analista/acme',
  handle: { analystCrumb: (data: unknown) => (data as { name: string }).name },
  loaderData: { name: 'Acme S.A.S.' },
};

describe('analystCrumbsOf', () => {
  it('has a crumb per route that names itself, with its path', () => {
    expect(analystCrumbsOf([area, company, { pathname: '/analista/acme/' }], t)).toEqual([
      { text: 'Área de empresas', href: '/analista' },
      { text: 'Acme S.A.S.', href: '/analista/acme' },
    ]);
  });

  it('reads the last crumb from the path when the page does not name itself (spec §5)', () => {
    const page = {
      pathname: '/analista/acme/vacantes/3f2504e0-4f89-11d3-9a0c-0305e82c3301/postulantes-finalistas',
    };
    expect(analystCrumbsOf([area, company, page], t).at(-1)).toEqual({
      text: 'postulantes finalistas',
      href: page.pathname,
    });
  });
});
