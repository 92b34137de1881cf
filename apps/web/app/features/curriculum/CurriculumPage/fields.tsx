import { formatCounter, TEXT_LIMITS, type TextLimitKind, textLength } from '@camello/domain';
import { createContext, useContext, useState } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../shared/ui/fields.tsx';
import { curriculumMessages } from '../messages.ts';
import type { Choice } from './choices.ts';

/** The messages of one form, by field name, and the values it had when it came back refused. */
export type FormState = {
  readonly prefix: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string>> | null;
};

export const FormStateContext = createContext<FormState>({ prefix: '', errors: {}, values: null });

/** The id of a field's input: `field-cityId` on the personal data, `study-new-title` in a study form. */
export function useFieldId(name: string): string {
  const { prefix } = useContext(FormStateContext);
  return prefix ? `${prefix}-${name}` : `field-${name}`;
}

/** The id, the message and the value of a field of the current form. */
export function useFieldState(name: string, initial: string) {
  const state = useContext(FormStateContext);
  return {
    id: useFieldId(name),
    error: state.errors[name],
    value: state.values ? (state.values[name] ?? '') : initial,
  };
}

/**
 * A text box bound to its form's state, with, for limited texts, a counter `actual / máx` in the
 * German number style (1.234 / 2.000) that turns to the error style past the limit (spec §5). No
 * `maxlength`: the person sees the counter go red instead of the box refusing keys.
 */
export function ResumeTextField({
  name,
  label,
  initial,
  limit,
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  name: string;
  label: string;
  initial: string;
  limit?: TextLimitKind;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
}) {
  const { id, error, value } = useFieldState(name, initial);
  const [length, setLength] = useState(() => textLength(value));
  const common = {
    id,
    name,
    label,
    error,
    counter: limit ? formatCounter(length, TEXT_LIMITS[limit]) : null,
    defaultValue: value,
    onInput: (event: { currentTarget: { value: string } }) =>
      setLength(textLength(event.currentTarget.value)),
  };
  return multiline ? (
    <TextAreaField {...common} rows={5} />
  ) : (
    <TextField {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
  );
}

/** A native select bound to its form's state: the browser gives the list, keyboard and screen readers. */
export function ResumeSelectField({
  name,
  label,
  initial,
  choices,
}: {
  name: string;
  label: string;
  initial: string;
  choices: readonly Choice[];
}) {
  const t = curriculumMessages.useMessages();
  const { id, error, value } = useFieldState(name, initial);
  return (
    <SelectField id={id} name={name} label={label} error={error} defaultValue={value}>
      <option value="">{t('choose')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

export function ResumeCheckboxField({
  name,
  label,
  initial,
}: {
  name: string;
  label: string;
  initial: boolean;
}) {
  const state = useContext(FormStateContext);
  const id = useFieldId(name);
  const checked = state.values ? name in state.values : initial;
  return <CheckboxField id={id} name={name} label={label} defaultChecked={checked} />;
}
