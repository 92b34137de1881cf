import { catalogProblems } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };

describe('the feature catalogs', () => {
  it('are valid ICU, complete in en-US, overrides only in es-MX, with the placeholders of es-CO', () => {
    expect(catalogProblems({ 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS })).toEqual([]);
  });
});
