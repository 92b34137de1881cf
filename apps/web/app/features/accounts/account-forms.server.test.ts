import { describe, expect, it } from 'vitest';
import { parseForm, resetPasswordForm, signInForm, signUpForm } from './account-forms.server.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const SIGN_UP = ['firstName', 'lastName', 'email', 'password', 'acceptTerms', 'acceptDataPolicy'] as const;

describe('parseForm', () => {
  it('gives the data of a valid form, trimmed', () => {
    const parsed = parseForm(signInForm, form({ email: '  ana@example.com ', password: ' x ' }), [
      'email',
      'password',
    ]);
    expect(parsed).toEqual({ ok: true, data: { email: 'ana@example.com', password: ' x ' } });
  });

  it('says what is wrong with each field, once, and never sends a password back', () => {
    const parsed = parseForm(
      signUpForm,
      form({ firstName: ' ', lastName: 'R'.repeat(121), email: 'ana@', password: 'corta' }),
      SIGN_UP,
    );
    expect(parsed).toEqual({
      ok: false,
      values: {
        firstName: ' ',
        lastName: 'R'.repeat(121),
        email: 'ana@',
        acceptTerms: '',
        acceptDataPolicy: '',
      },
      errors: {
        firstName: { key: 'accounts.error.firstNameRequired' },
        lastName: { key: 'accounts.error.nameTooLong', values: { max: 120 } },
        email: { key: 'accounts.error.emailInvalid' },
        password: { key: 'accounts.error.passwordTooShort', values: { min: 8 } },
        acceptTerms: { key: 'accounts.error.termsRequired' },
        acceptDataPolicy: { key: 'accounts.error.dataPolicyRequired' },
      },
    });
  });

  it('asks for what is missing rather than calling it invalid', () => {
    const parsed = parseForm(signInForm, form({}), ['email', 'password']);
    expect(parsed.ok ? null : parsed.errors).toEqual({
      email: { key: 'accounts.error.emailRequired' },
      password: { key: 'accounts.error.passwordRequired' },
    });
  });

  it('takes both acceptances when their boxes are checked', () => {
    const parsed = parseForm(
      signUpForm,
      form({
        firstName: 'Ana',
        lastName: 'Rojas',
        email: 'ana@example.com',
        password: 'clave-segura-1',
        acceptTerms: 'on',
        acceptDataPolicy: 'on',
      }),
      SIGN_UP,
    );
    expect(parsed.ok).toBe(true);
  });

  it('wants the new password twice, the same', () => {
    const fields = ['password', 'passwordConfirmation'] as const;
    const differ = parseForm(
      resetPasswordForm,
      form({ password: 'clave-nueva-1', passwordConfirmation: 'otra' }),
      fields,
    );
    expect(differ).toEqual({
      ok: false,
      values: {},
      errors: { passwordConfirmation: { key: 'accounts.error.passwordsDiffer' } },
    });
    const same = parseForm(
      resetPasswordForm,
      form({ password: 'clave-nueva-1', passwordConfirmation: 'clave-nueva-1' }),
      fields,
    );
    expect(same.ok).toBe(true);
  });
});
