import { useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CheckboxField, TextField } from '../../../shared/ui/fields.tsx';
import { renderRoutes } from '../../../testing/render.tsx';
import type { FormProblem } from '../form-result.ts';
import { AccountForm, PasswordField } from './AccountForm.tsx';

type Shown = { readonly errors: { email?: string; terms?: string }; readonly problem?: FormProblem };

function FormUnderTest() {
  const { errors, problem } = useLoaderData() as Shown;
  return (
    <AccountForm
      answer={errors}
      errors={[
        ...(errors.email ? [{ fieldId: 'account-email', text: errors.email }] : []),
        ...(errors.terms ? [{ fieldId: 'account-acceptTerms', text: errors.terms }] : []),
      ]}
      problem={problem}
      submitLabel="Crear mi cuenta"
    >
      <TextField
        id="account-email"
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="email"
        error={errors.email}
      />
      <PasswordField id="account-password" name="password" label="Contraseña" hint="Mínimo 8 caracteres." />
      <CheckboxField
        id="account-acceptTerms"
        name="acceptTerms"
        label="Acepto los términos"
        error={errors.terms}
      >
        <a href="/terminos-y-condiciones">Leer los términos</a>
      </CheckboxField>
    </AccountForm>
  );
}

/** Server-renders the form in a data router, the way the page first reaches the browser. */
async function renderForm(errors: Shown['errors'], problem?: FormProblem) {
  const shown: Shown = { errors, ...(problem && { problem }) };
  return renderRoutes(
    [{ path: '/registro', loader: () => shown, Component: FormUnderTest }],
    '/registro?forwardUrl=L2VtcGxlb3M%3D',
  );
}

describe('AccountForm', async () => {
  it('posts to its own page, address and all, with the browser validation left to the page', async () => {
    const { document, screen } = await renderForm({});
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/registro?forwardUrl=L2VtcGxlb3M%3D');
    expect(form?.hasAttribute('novalidate')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Crear mi cuenta' })).toBeTruthy();
  });

  it('labels every field, gives the password its rule, and shows no reveal button before JavaScript', async () => {
    const { screen } = await renderForm({});
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    const password = screen.getByLabelText('Contraseña') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(screen.getByText('Mínimo 8 caracteres.').id).toBe(password.getAttribute('aria-describedby'));
    expect(screen.queryByRole('button', { name: 'Mostrar contraseña' })).toBeNull();
  });

  it('ties each error to its field and lists them in a summary whose links lead to the fields', async () => {
    const { screen, document } = await renderForm(
      { email: 'Escribe tu correo electrónico.', terms: 'Para crear tu cuenta, acepta los términos.' },
      { kind: 'tooManyRequests', message: 'Hiciste demasiados intentos', retryAfterSeconds: 61 },
    );
    const email = screen.getByLabelText('Correo electrónico');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const emailError = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(emailError?.textContent).toBe('Escribe tu correo electrónico.');
    const terms = screen.getByLabelText('Acepto los términos');
    expect(terms.getAttribute('aria-invalid')).toBe('true');

    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(
      'Hiciste demasiados intentos. Podrás intentarlo de nuevo en 2 minutos.',
    );
    expect(summary.textContent).toContain('Revisa estos 2 datos:');
    const links = [...summary.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Escribe tu correo electrónico.', '#account-email'],
      ['Para crear tu cuenta, acepta los términos.', '#account-acceptTerms'],
    ]);
  });
});
