import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths.jobs', () => {
  it('is the bare listing without a term or past page 1', () => {
    expect(paths.jobs()).toBe('/empleos');
    expect(paths.jobs({ q: '   ', page: 1 })).toBe('/empleos');
  });

  it('keeps the trimmed term and the page in the qs style', () => {
    expect(paths.jobs({ q: ' médico general ', page: 3 })).toBe(
      '/empleos?q=m%C3%A9dico%20general&paginator[page]=3',
    );
    expect(paths.jobs({ page: 2 })).toBe('/empleos?paginator[page]=2');
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
