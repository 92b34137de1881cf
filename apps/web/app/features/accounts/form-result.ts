import type { MessageParams } from '@camello/domain';
import type { AccountMessageKey } from './account-messages.ts';

/** A text of the account catalog with its values (the limits a field's message names). */
export type AccountMessage = { readonly key: AccountMessageKey; readonly values?: MessageParams };

/** What went wrong with the form as a whole, shown at the top of it. */
export type FormProblem =
  | { readonly kind: 'message'; readonly key: AccountMessageKey }
  /** Too many attempts: the API's own message (in the page language) and when to try again. */
  | { readonly kind: 'tooManyRequests'; readonly message: string; readonly retryAfterSeconds: number };

/**
 * An action's answer to a form it could not complete: what the person typed (never a password),
 * one message per field in error, and a problem of the whole form.
 */
export type FormFailure<Field extends string> = {
  readonly ok: false;
  readonly values: Readonly<Partial<Record<Field, string>>>;
  readonly errors: Readonly<Partial<Record<Field, AccountMessage>>>;
  readonly problem?: FormProblem;
};
