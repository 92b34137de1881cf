import { catalogProblems, LOCALES, sampleParams } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { type AccountMessageKey, accountMessagesOf } from './account-messages.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };

describe('the account pages catalog', () => {
  it('is valid ICU, complete in en-US, overrides only in es-MX, with the placeholders of es-CO', () => {
    expect(catalogProblems({ 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS })).toEqual([]);
  });

  it.each(LOCALES)('resolves every key in %s, falling back to es-CO, to a text', (locale) => {
    const t = accountMessagesOf(locale);
    for (const key of Object.keys(esCO) as AccountMessageKey[])
      expect(t(key, sampleParams(esCO[key])).trim(), key).not.toBe('');
  });

  it('speaks each locale: Mexico signs in with its own words and takes the rest from Colombia', () => {
    expect(accountMessagesOf('es-CO')('accounts.signIn.submit')).toBe('Ingresar');
    expect(accountMessagesOf('es-MX')('accounts.signIn.submit')).toBe('Iniciar sesión');
    expect(accountMessagesOf('es-MX')('accounts.signUp.submit')).toBe('Crear mi cuenta');
    expect(accountMessagesOf('en-US')('accounts.errorSummary', { count: 2 })).toBe('Check these 2 fields:');
    expect(accountMessagesOf('es-CO')('accounts.errorSummary', { count: 1 })).toBe('Revisa este dato:');
  });
});
