import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { type CurriculumMessageKey, curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { FormStateContext } from './fields.tsx';
import { type FormKind, useInstantCheck } from './instant-check.ts';
import type { CurriculumFailure } from './page-props.ts';

/**
 * One form of the page: it posts its `intent` (and `itemId`), works without JavaScript, and shows
 * under each field the server's message or, once touched, the rule's message as the person types.
 */
export function ResumeForm({
  intent,
  itemId,
  prefix,
  kind,
  failure,
  children,
  submitLabel,
  encType,
}: {
  intent: string;
  itemId?: string;
  prefix: string;
  kind?: FormKind;
  failure: CurriculumFailure | null;
  children: ReactNode;
  submitLabel: string;
  encType?: 'multipart/form-data';
}) {
  const t = curriculumMessages.useMessages();
  const navigation = useNavigation();
  const submitting =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (navigation.formData?.get('itemId') ?? null) === (itemId ?? null);
  const mine = failure && failure.intent === intent && failure.itemId === (itemId ?? null) ? failure : null;
  const instant = useInstantCheck(kind ?? 'personal');
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(mine?.codes ?? {}))
    errors[field] = t(`issue.${code}` as CurriculumMessageKey);
  for (const [field, message] of Object.entries(mine?.fields ?? {}))
    if (!instant.touched.has(field)) errors[field] = message;
  if (kind) {
    for (const field of instant.touched) delete errors[field];
    for (const issue of instant.issues)
      if (instant.touched.has(issue.field) && !errors[issue.field])
        errors[issue.field] = t(
          `issue.${issue.code}` as CurriculumMessageKey,
          issue.max ? { max: issue.max } : {},
        );
  }
  return (
    <FormStateContext.Provider value={{ prefix, errors, values: mine ? mine.values : null }}>
      <Form
        method="post"
        noValidate
        className={styles.form}
        encType={encType}
        {...(kind ? instant.handlers : {})}
      >
        <input type="hidden" name="intent" value={intent} />
        {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
        {mine && Object.keys(errors).length > 0 ? (
          <p role="alert" className={styles.formError}>
            {t('page.failed', { message: mine.message || t('issue.invalidFile') })}
          </p>
        ) : null}
        {children}
        <button type="submit" className={styles.primary} aria-disabled={submitting || undefined}>
          {submitting ? t('saving') : submitLabel}
        </button>
      </Form>
    </FormStateContext.Provider>
  );
}

/** Whether the refused form is this one, so its disclosure opens to show why. */
export const isOpen = (failure: CurriculumFailure | null, intent: string, itemId: string | null) =>
  failure?.intent === intent && failure.itemId === itemId;
