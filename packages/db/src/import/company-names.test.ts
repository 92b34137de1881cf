import { describe, expect, it } from 'vitest';
import { companyKey, companySlugOf, isConfidentialEmployer } from './company-names.ts';

describe('companyKey', () => {
  it('reads one company in every way its legal form is written', () => {
    const key = companyKey('Adecco Colombia S.A.');
    expect(key).toEqual(['adecco', 'colombia']);
    for (const name of [
      'ADECCO COLOMBIA S A',
      'Adecco Colombia SA',
      'adecco colombia s.a.s.',
      'Adecco Colombia',
    ])
      expect(companyKey(name)).toEqual(key);
  });

  it('takes off several legal forms in a row and keeps the name', () => {
    expect(companyKey('Empresas Públicas de Medellín E.S.P.')).toEqual([
      'empresas',
      'publicas',
      'de',
      'medellin',
    ]);
    expect(companyKey('Transportes Andinos Ñandú S.A.S. BIC')).toEqual(['transportes', 'andinos', 'nandu']);
    expect(companyKey('Servicios Temporales S. en C.')).toEqual(['servicios', 'temporales']);
    expect(companyKey('SAS')).toEqual(['sas']);
  });
});

describe('companySlugOf', () => {
  it('makes the slug from the name without its legal form', () => {
    expect(companySlugOf('ADECCO COLOMBIA S A')).toBe('adecco-colombia');
    expect(companySlugOf('Almacenes Éxito S.A.')).toBe('almacenes-exito');
  });
});

describe('isConfidentialEmployer', () => {
  it('recognises employers that hide their name', () => {
    // Company names of the relevance dev set (bne rows) and Colombian boards.
    for (const name of [
      'Confidencial',
      'Empresa confidencial',
      'EMPRESA CONFIDENCIAL',
      'Importante empresa del sector',
      'Importante Empresa del Sector Retail',
      'Reconocida empresa de alimentos',
      'Empresa líder en logística',
      'Importante Clínica Odontológica',
      'Importante y reconocida empresa',
      'Prestigiosa empresa',
      'RESERVADA',
      'Confidential',
    ])
      expect(isConfidentialEmployer(name), name).toBe(true);
  });

  it('leaves real company names alone', () => {
    for (const name of [
      'Adecco Colombia S.A.',
      'Confiar Cooperativa Financiera',
      'Empresas Públicas de Medellín',
    ])
      expect(isConfidentialEmployer(name), name).toBe(false);
  });
});
