import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields.tsx';

describe('the field set', () => {
  it('labels a text box and leaves it valid and undescribed when there is nothing to say', () => {
    const { screen } = renderUi(<TextField id="field-name" name="name" label="Nombre" autoComplete="name" />);
    const input = screen.getByLabelText('Nombre');
    expect(input.getAttribute('name')).toBe('name');
    expect(input.getAttribute('autocomplete')).toBe('name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('ties the hint, the error and the counter to the control, in that order', () => {
    const { screen, document } = renderUi(
      <TextField
        id="field-address"
        label="Dirección"
        hint="Calle y número."
        error="Escribe máximo 120 caracteres"
        errorActions={<a href="/ayuda">Ayuda</a>}
        counter={{ text: '121 / 120', isError: true }}
      />,
    );
    const input = screen.getByLabelText('Dirección');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Calle y número.', 'Escribe máximo 120 caracteres', '121 / 120']);
    expect(screen.getByRole('link', { name: 'Ayuda' })).toBeTruthy();
  });

  it('shows the error actions only with an error', () => {
    const { screen } = renderUi(
      <TextField id="account-email" label="Correo" errorActions={<a href="/ingresar">Ingresar</a>} />,
    );
    expect(screen.queryByRole('link', { name: 'Ingresar' })).toBeNull();
  });

  it('gives a text area and a select the same frame', () => {
    const { screen } = renderUi(
      <>
        <TextAreaField id="field-description" name="description" label="Descripción" error="Escribe algo" />
        <SelectField id="field-sex" name="sex" label="Sexo" defaultValue="f">
          <option value="">Elige</option>
          <option value="f">Femenino</option>
        </SelectField>
      </>,
    );
    const description = screen.getByLabelText('Descripción');
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.getAttribute('aria-describedby')).toBe('field-description-error');
    const sex = screen.getByRole('combobox', { name: 'Sexo' }) as HTMLSelectElement;
    expect(sex.value).toBe('f');
  });

  it('passes a checkbox its native props and ties its error to it', () => {
    const { screen, document } = renderUi(
      <CheckboxField id="account-acceptTerms" name="acceptTerms" label="Acepto" required error="Acepta">
        <a href="/terminos">Leer los términos</a>
      </CheckboxField>,
    );
    const box = screen.getByRole('checkbox', { name: 'Acepto' }) as HTMLInputElement;
    expect(box.required).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Acepta');
    expect(screen.getByRole('link', { name: 'Leer los términos' })).toBeTruthy();
  });
});
