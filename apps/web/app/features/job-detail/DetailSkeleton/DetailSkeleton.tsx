import { DETAIL_SKELETON_SECTIONS } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import styles from './DetailSkeleton.module.css';

/** Placeholder of the detail while a vacancy loads: five sections on desktop, two on mobile (by CSS). */
export function DetailSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('jobDetail.loading')} className={styles.skeleton}>
      {Array.from({ length: DETAIL_SKELETON_SECTIONS.desktop }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          key={index}
          aria-hidden="true"
          className={
            index < DETAIL_SKELETON_SECTIONS.mobile
              ? styles.section
              : `${styles.section} ${styles.desktopOnly}`
          }
        >
          <span className={styles.line} />
          <span className={styles.line} />
          <span className={styles.line} />
        </div>
      ))}
    </div>
  );
}
