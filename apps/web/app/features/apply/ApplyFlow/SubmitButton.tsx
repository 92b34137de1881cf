import { useNavigation } from 'react-router';
import { applyMessages } from '../messages.ts';
import styles from './ApplyFlow.module.css';

/** The submit button of a step: disabled, with its loading text, while the form is on its way. */
export function SubmitButton({ label }: { label: string }) {
  const t = applyMessages.useMessages();
  const submitting = useNavigation().state === 'submitting';
  return (
    <button type="submit" className={styles.primary} disabled={submitting} aria-busy={submitting}>
      {submitting ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {t('pending')}
        </>
      ) : (
        label
      )}
    </button>
  );
}
