import { catalogProblems, LOCALES, sampleParams } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };
import { applicantMessages } from './messages.ts';

describe('the applicants page catalogs', () => {
  it('are valid ICU, complete in en-US, overrides only in es-MX, with the placeholders of es-CO', () => {
    expect(catalogProblems({ 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS })).toEqual([]);
  });

  it.each(LOCALES)('resolve every key in %s, falling back to es-CO', (locale) => {
    const t = applicantMessages.of(locale);
    for (const key of Object.keys(esCO) as (keyof typeof esCO)[])
      expect(t(key, sampleParams(esCO[key])).trim(), key).not.toBe('');
    expect(t('list.total', { count: 2 })).toBe(
      { 'es-CO': '2 postulantes', 'es-MX': '2 postulantes', 'en-US': '2 applicants' }[locale],
    );
  });
});
