import { useI18n } from '../../../i18n/index.ts';
import styles from './ResultsSummary.module.css';

export type ResultsSummaryProps = {
  term: string;
  /** Vacancies that matched, shown as "1.234 vacantes". */
  totalHits: number;
};

/** The page's h1 and how many vacancies matched. */
export function ResultsSummary({ term, totalHits }: ResultsSummaryProps) {
  const { t } = useI18n();
  return (
    <header className={styles.summary}>
      <h1 className={styles.title}>{term ? t('jobs.titleWithTerm', { term }) : t('jobs.title')}</h1>
      <p className={styles.total}>{t('jobs.total', { count: totalHits })}</p>
    </header>
  );
}
