import { describe, expect, it } from 'vitest';
import { paths, queryString, withQuery } from './paths.ts';

describe('paths.jobs', () => {
  it('is the bare listing without a term or past page 1', () => {
    expect(paths.jobs()).toBe('/empleos');
    expect(paths.jobs({ q: '   ', page: 1 })).toBe('/empleos');
  });

  it('keeps the trimmed term and the page in the qs style', () => {
    expect(paths.jobs({ q: ' médico general ', page: 3 })).toBe(
      '/empleos?q=m%C3%A9dico%20general&paginator%5Bpage%5D=3',
    );
    expect(paths.jobs({ page: 2 })).toBe('/empleos?paginator%5Bpage%5D=2');
  });

  it('round-trips a term with reserved characters', () => {
    const url = new URL(paths.jobs({ q: 'C# & .NET' }), 'http://localhost');
    expect(url.searchParams.get('q')).toBe('C# & .NET');
  });
});

describe('paths for one resource', () => {
  it('encode the slugs they are given', () => {
    expect(paths.job('auxiliar-contable-123')).toBe('/empleos/auxiliar-contable-123');
    expect(paths.job('a/b')).toBe('/empleos/a%2Fb');
    expect(paths.companyJob('acme', 'cajero-7')).toBe('/empresas/acme/cajero-7');
  });
});

describe('queryString', () => {
  it('keeps the order and repeated keys, and leaves out empty values', () => {
    expect(
      queryString([
        ['filters[city][]', 'medellin'],
        ['filters[city][]', 'cali'],
        ['q', ''],
        ['page', null],
        ['jobSlug', undefined],
        ['paginator[page]', 2],
      ]),
    ).toBe('?filters%5Bcity%5D%5B%5D=medellin&filters%5Bcity%5D%5B%5D=cali&paginator%5Bpage%5D=2');
    expect(queryString([['q', undefined]])).toBe('');
  });

  it('reads back the same through URLSearchParams', () => {
    const url = new URL(
      withQuery('/empleos', [
        ['q', 'a+b=c&d?'],
        ['forwardUrl', 'L2VtcGxlb3M/'],
      ]),
      'http://x',
    );
    expect([...url.searchParams]).toEqual([
      ['q', 'a+b=c&d?'],
      ['forwardUrl', 'L2VtcGxlb3M/'],
    ]);
  });
});
