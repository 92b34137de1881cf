import { catalogProblems, LOCALES, sampleParams } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };
import { processMessages } from './messages.ts';

describe('the catalogs of /procesos', () => {
  it('are valid ICU, complete in en-US, overrides only in es-MX, with the placeholders of es-CO', () => {
    expect(catalogProblems({ 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS })).toEqual([]);
  });

  it.each(LOCALES)('resolve every key in %s, falling back to es-CO', (locale) => {
    const t = processMessages.of(locale);
    for (const key of Object.keys(esCO) as (keyof typeof esCO)[])
      expect(t(key, sampleParams(esCO[key])).trim(), key).not.toBe('');
  });

  it('words the timeline the way a candidate reads it', () => {
    const t = processMessages.of('es-CO');
    expect(t('event.submitted')).toBe('Enviaste tu hoja de vida');
    expect(t('event.to.Pending')).toBe('La empresa vio tu hoja de vida');
    expect(t('event.to.Finalists')).toBe('Pasaste a finalistas');
    expect(t('page.count', { count: 1 })).toBe('Tienes 1 postulación');
  });
});
