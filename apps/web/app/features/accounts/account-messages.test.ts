import { describe, expect, it } from 'vitest';
import { accountMessagesOf } from './account-messages.ts';

describe('the account pages catalog', () => {
  it('speaks each locale: Mexico signs in with its own words and takes the rest from Colombia', () => {
    expect(accountMessagesOf('es-CO')('accounts.signIn.submit')).toBe('Ingresar');
    expect(accountMessagesOf('es-MX')('accounts.signIn.submit')).toBe('Iniciar sesión');
    expect(accountMessagesOf('es-MX')('accounts.signUp.submit')).toBe('Crear mi cuenta');
    expect(accountMessagesOf('en-US')('accounts.errorSummary', { count: 2 })).toBe('Check these 2 fields:');
    expect(accountMessagesOf('es-CO')('accounts.errorSummary', { count: 1 })).toBe('Revisa este dato:');
  });
});
