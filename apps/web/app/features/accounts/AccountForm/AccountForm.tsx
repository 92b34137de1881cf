import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useAccountMessages } from '../account-messages.ts';
import type { FormProblem } from '../form-result.ts';
import styles from './AccountForm.module.css';

/** A message about one field, with the id of the field it is about. */
export type FieldMessage = { readonly fieldId: string; readonly text: string };

type AccountFormProps = {
  /** The action's answer the form shows: each new one that failed moves the focus to the summary. */
  readonly answer: unknown;
  /** The field errors, in the order of the fields, for the summary at the top. */
  readonly errors: readonly FieldMessage[];
  /** A problem of the whole form (wrong password, too many attempts), above the fields. */
  readonly problem?: FormProblem | undefined;
  /** What the person can do about the problem (a link), under it. */
  readonly problemHelp?: ReactNode;
  readonly submitLabel: string;
  readonly children: ReactNode;
};

/**
 * A form that posts to its page's action and works without JavaScript; the browser's own
 * validation is off, so every message is the page's, under its field and in a summary whose links
 * lead to the fields. With JavaScript, the summary takes the focus when the answer comes back.
 */
export function AccountForm({
  answer,
  errors,
  problem,
  problemHelp,
  submitLabel,
  children,
}: AccountFormProps) {
  const t = useAccountMessages();
  const submitting = useNavigation().state === 'submitting';
  const summary = useRef<HTMLDivElement>(null);
  const failed = errors.length > 0 || problem !== undefined;
  useEffect(() => {
    // The summary shows only when the answer failed; otherwise there is nothing to focus.
    if (answer !== undefined) summary.current?.focus();
  }, [answer]);
  return (
    <Form method="post" noValidate className={styles.form}>
      {failed ? (
        <div ref={summary} tabIndex={-1} role="alert" className={styles.summary}>
          {problem ? <ProblemMessage problem={problem} /> : null}
          {problem && problemHelp ? <p>{problemHelp}</p> : null}
          {errors.length > 0 ? (
            <>
              <p className={styles.summaryTitle}>{t('accounts.errorSummary', { count: errors.length })}</p>
              <ul className={styles.summaryList}>
                {errors.map(({ fieldId, text }) => (
                  <li key={fieldId}>
                    <a href={`#${fieldId}`}>{text}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {children}
      <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
        {submitting ? t('accounts.pending') : submitLabel}
      </button>
    </Form>
  );
}

/** A problem of the whole form in words: the message, or the API's with when to try again. */
function ProblemMessage({ problem }: { readonly problem: FormProblem }) {
  const t = useAccountMessages();
  if (problem.kind === 'message') return <p>{t(problem.key)}</p>;
  const minutes = Math.ceil(problem.retryAfterSeconds / 60);
  return (
    <p>
      {problem.message.replace(/\.$/, '')}. {t('accounts.retryAfter', { minutes })}
    </p>
  );
}

type FieldProps = ComponentProps<typeof TextField>;

/** The e-mail field of every account form. */
export function EmailField(
  props: Omit<FieldProps, 'id' | 'name' | 'type' | 'label'> & { readonly label: string },
) {
  return <TextField id="account-email" name="email" type="email" inputMode="email" required {...props} />;
}

/**
 * A password input. The button that shows what was typed comes with JavaScript only: without it,
 * the field stays a plain password input.
 */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const t = useAccountMessages();
  const [hydrated, setHydrated] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none">
      {hydrated ? (
        <button
          type="button"
          className={styles.reveal}
          aria-controls={props.id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('accounts.hidePassword') : t('accounts.showPassword')}
        </button>
      ) : null}
    </TextField>
  );
}

type ResendFormProps = {
  readonly email: string;
  /** The action's `intent` that tells this form from the page's main one. */
  readonly intent: string;
  readonly question: string;
  readonly submitLabel: string;
};

/** A one-button form that asks for the e-mail again (another confirmation link) for `email`. */
export function ResendForm({ email, intent, question, submitLabel }: ResendFormProps) {
  return (
    <Form method="post" className={styles.resend}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
      <p>{question}</p>
      <button type="submit" className={styles.secondary}>
        {submitLabel}
      </button>
    </Form>
  );
}
