import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

describe('createTranslator', () => {
  const { t, formatNumber } = createTranslator('es-CO');

  it('fills placeholders', () => {
    expect(t('jobs.titleWithTerm', { term: 'enfermería' })).toBe('Empleos de enfermería');
  });

  it('fills every placeholder of a message, the same way on each call', () => {
    for (let call = 0; call < 2; call += 1) {
      expect(t('jobs.metaTitlePage', { title: 'Empleos', page: 2 })).toBe('Empleos, página 2');
      expect(t('jobDetail.skillLevel', { score: 3, max: 5 })).toBe('Nivel 3 de 5');
    }
    expect(t('header.signIn')).toBe('Ingresar');
  });

  it('chooses the plural form from count and formats it for Colombia', () => {
    expect(t('jobs.total', { count: 1 })).toBe('1 vacante');
    expect(t('jobs.total', { count: 0 })).toBe('0 vacantes');
    expect(t('jobs.total', { count: 1234 })).toBe('1.234 vacantes');
  });

  it('formats numbers with the locale grouping', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(createTranslator('en-US').formatNumber(1234567)).toBe('1,234,567');
  });

  it('throws when a placeholder has no value: that is a bug in the caller', () => {
    expect(() => t('jobs.titleWithTerm')).toThrow();
  });

  it('builds one translator per locale and shares it', () => {
    expect(createTranslator('es-CO')).toBe(createTranslator('es-CO'));
    expect(createTranslator('en-US')).not.toBe(createTranslator('es-CO'));
  });

  it('translates with the catalog of the locale', () => {
    expect(createTranslator('en-US').t('jobs.total', { count: 1 })).toBe('1 job');
    expect(createTranslator('es-MX').t('header.signIn')).toBe('Iniciar sesión');
    expect(createTranslator('es-MX').t('header.signUp')).toBe('Crear cuenta');
  });
});
