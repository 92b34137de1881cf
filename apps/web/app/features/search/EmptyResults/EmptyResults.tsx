import { paths } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './EmptyResults.module.css';

export type EmptyResultTag = { readonly tag: string; readonly url: string };

export type EmptyResultsProps = {
  /** The search that found nothing; empty when the whole listing is empty. */
  term: string;
  /** Searches that do have vacancies, offered instead. */
  suggestions?: readonly EmptyResultTag[];
  /** The listing with no search and no filter. */
  allJobsHref?: string;
};

export function EmptyResults({ term, suggestions = [], allJobsHref = paths.jobs() }: EmptyResultsProps) {
  const { t } = useI18n();
  return (
    <section className={styles.empty} aria-labelledby="empty-results-title">
      <h2 id="empty-results-title" className={styles.title}>
        {term ? t('emptyResults.titleWithTerm', { term }) : t('emptyResults.title')}
      </h2>
      {term ? (
        <>
          <p className={styles.hint}>{t('emptyResults.hint')}</p>
          <Link to={allJobsHref} className={styles.action}>
            {t('emptyResults.seeAll')}
          </Link>
        </>
      ) : null}
      {suggestions.length > 0 ? (
        <>
          <h3 className={styles.tagsTitle}>{t('emptyResults.suggestions')}</h3>
          <ul className={styles.tags}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.url}>
                <Link to={suggestion.url} className={styles.tag}>
                  {suggestion.tag}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
