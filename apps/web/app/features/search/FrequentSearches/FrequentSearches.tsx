import { FREQUENT_SEARCHES_INITIAL } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './FrequentSearches.module.css';

export type FrequentSearch = { readonly label: string; readonly href: string };

function SearchLinks({ items }: { items: readonly FrequentSearch[] }) {
  return (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={styles.link}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Links to common searches: the first nine, the rest behind "Ver más" (a disclosure, no script needed). */
export function FrequentSearches({ items }: { items: readonly FrequentSearch[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  const first = items.slice(0, FREQUENT_SEARCHES_INITIAL);
  const rest = items.slice(FREQUENT_SEARCHES_INITIAL);
  return (
    <section className={styles.section} aria-labelledby="frequent-searches-title">
      <h2 id="frequent-searches-title" className={styles.title}>
        {t('frequentSearches.title')}
      </h2>
      <SearchLinks items={first} />
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary className={styles.summary}>{t('frequentSearches.showMore')}</summary>
          <SearchLinks items={rest} />
        </details>
      ) : null}
    </section>
  );
}
