import { LOADING_PLACEHOLDER_CARDS } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import styles from './LoadingCards.module.css';

/** Placeholder cards while the next page of results loads. */
export function LoadingCards({ count = LOADING_PLACEHOLDER_CARDS }: { count?: number }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('jobs.loading')} className={styles.list}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
        <div key={index} className={styles.card} aria-hidden="true">
          <span className={styles.logo} />
          <span className={styles.lines}>
            <span className={styles.line} />
            <span className={styles.line} />
            <span className={styles.line} />
          </span>
        </div>
      ))}
    </div>
  );
}
