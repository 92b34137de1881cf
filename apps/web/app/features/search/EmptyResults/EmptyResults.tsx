import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { paths } from '../../../shared/paths.ts';
import styles from './EmptyResults.module.css';

export type EmptyResultsProps = {
  /** The search that found nothing; empty when the whole listing is empty. */
  term: string;
};

export function EmptyResults({ term }: EmptyResultsProps) {
  const { t } = useI18n();
  return (
    <section className={styles.empty} aria-labelledby="empty-results-title">
      <h2 id="empty-results-title" className={styles.title}>
        {term ? t('emptyResults.titleWithTerm', { term }) : t('emptyResults.title')}
      </h2>
      {term ? (
        <>
          <p className={styles.hint}>{t('emptyResults.hint')}</p>
          <Link to={paths.jobs()} className={styles.action}>
            {t('emptyResults.seeAll')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
