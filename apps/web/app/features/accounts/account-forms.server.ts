import { ACCOUNT_LIMITS, type MessageParams } from '@camello/domain';
import { z } from 'zod';
import type { AccountMessageKey } from './account-messages.ts';
import type { AccountMessage, FormFailure } from './form-result.ts';

const error = (key: AccountMessageKey) => ({ error: key });

const email = z
  .string()
  .trim()
  .min(1, error('accounts.error.emailRequired'))
  .max(254, error('accounts.error.emailInvalid'))
  .pipe(z.email(error('accounts.error.emailInvalid')));

const newPassword = z
  .string()
  .min(1, error('accounts.error.passwordRequired'))
  .min(ACCOUNT_LIMITS.passwordMin, error('accounts.error.passwordTooShort'))
  .max(ACCOUNT_LIMITS.passwordMax, error('accounts.error.passwordTooLong'));

const name = (required: AccountMessageKey) =>
  z.string().trim().min(1, error(required)).max(ACCOUNT_LIMITS.nameMax, error('accounts.error.nameTooLong'));

/** An unchecked checkbox sends nothing; a checked one, `on` (or its value). */
const accepted = (required: AccountMessageKey) => z.string().refine((value) => value !== '', error(required));

export const signInForm = z.object({
  email,
  password: z
    .string()
    .min(1, error('accounts.error.passwordRequired'))
    .max(ACCOUNT_LIMITS.passwordMax, error('accounts.error.passwordTooLong')),
});

export const signUpForm = z.object({
  firstName: name('accounts.error.firstNameRequired'),
  lastName: name('accounts.error.lastNameRequired'),
  email,
  password: newPassword,
  acceptTerms: accepted('accounts.error.termsRequired'),
  acceptDataPolicy: accepted('accounts.error.dataPolicyRequired'),
});

/** Forms that ask only for the e-mail: a password-reset link, another confirmation link. */
export const emailForm = z.object({ email });

export const resetPasswordForm = z
  .object({ password: newPassword, passwordConfirmation: z.string() })
  .refine((form) => form.password === form.passwordConfirmation, {
    path: ['passwordConfirmation'],
    ...error('accounts.error.passwordsDiffer'),
  });

/** The limits the field messages name. */
const MESSAGE_VALUES: Readonly<Partial<Record<AccountMessageKey, MessageParams>>> = {
  'accounts.error.passwordTooShort': { min: ACCOUNT_LIMITS.passwordMin },
  'accounts.error.passwordTooLong': { max: ACCOUNT_LIMITS.passwordMax },
  'accounts.error.nameTooLong': { max: ACCOUNT_LIMITS.nameMax },
};

/** A field's message with the values it names. */
export function accountMessage(key: AccountMessageKey): AccountMessage {
  const values = MESSAGE_VALUES[key];
  return values ? { key, values } : { key };
}

/** Fields whose value goes back into the form when it is shown again: never a password. */
const SECRET_FIELD = /password/i;

type Parsed<Output, Field extends string> = { readonly ok: true; readonly data: Output } | FormFailure<Field>;

/**
 * Reads a form's `fields` (a missing one, such as an unchecked box, is '') and validates them with
 * `schema`, whose messages are account message keys: the data, or the first message of each field
 * with what the person typed (passwords left out).
 */
export function parseForm<Field extends string, Output>(
  schema: z.ZodType<Output>,
  formData: FormData,
  fields: readonly Field[],
): Parsed<Output, Field> {
  const raw = Object.fromEntries(
    fields.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<Field, string>;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<Field, AccountMessage>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && errors[field] === undefined)
      errors[field] = accountMessage(issue.message as AccountMessageKey);
  }
  return { ok: false, values: echoedValues(raw), errors };
}

/** What the form shows again after a failure: every field but the passwords. */
export function echoedValues<Field extends string>(
  raw: Record<Field, string>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries<string>(raw).filter(([field]) => !SECRET_FIELD.test(field)),
  ) as Partial<Record<Field, string>>;
}
