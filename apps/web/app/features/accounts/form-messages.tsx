import type { FieldMessage } from './AccountForm/AccountForm.tsx';
import { useAccountMessages } from './account-messages.ts';
import type { FormFailure } from './form-result.ts';

/** The id of a field of the page's one form. */
export const fieldId = (name: string) => `account-${name}`;

/** The texts of a failed form: each field's error, the summary's list in field order, the problem. */
export function useFormMessages<Field extends string>(
  failure: FormFailure<Field> | undefined,
  fields: readonly Field[],
) {
  const t = useAccountMessages();
  const errorOf = (field: Field): string | undefined => {
    const error = failure?.errors[field];
    return error ? t(error.key, error.values) : undefined;
  };
  const errors: FieldMessage[] = fields.flatMap((field) => {
    const error = errorOf(field);
    return error ? [{ fieldId: fieldId(field), text: error }] : [];
  });
  return { t, errorOf, errors, typed: (field: Field) => failure?.values[field] ?? '' };
}
