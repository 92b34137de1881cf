import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import type { SortDirection } from '../listing/listing-state.ts';
import styles from './SortBar.module.css';

export type SortBarProps = {
  /** The page's h1. */
  mainTitle: string;
  totalHits: number;
  orderFields: readonly { field: string; label: string }[];
  current: { field: string; direction: SortDirection };
  hrefForOrder: (field: string, direction: SortDirection) => string;
  /** "Crear alerta": the alert page with this search's term and filters (the same link for everyone). */
  alertHref?: string | undefined;
};

/**
 * The main title, how many vacancies matched and the order menu. The menu is a disclosure of
 * links, so it works before JavaScript loads and on every width.
 */
export function SortBar({
  mainTitle,
  totalHits,
  orderFields,
  current,
  hrefForOrder,
  alertHref,
}: SortBarProps) {
  const { t } = useI18n();
  const currentLabel = orderFields.find((option) => option.field === current.field)?.label ?? current.field;
  const flipped = current.direction === 'DESC' ? 'ASC' : 'DESC';
  return (
    <header className={styles.bar}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{mainTitle}</h1>
        <p className={styles.total}>{t('jobs.total', { count: totalHits })}</p>
        {alertHref ? (
          <a href={alertHref} className={styles.alert} rel="nofollow">
            {t('jobs.createAlert')}
          </a>
        ) : null}
      </div>
      {orderFields.length > 0 ? (
        <details className={styles.menu}>
          <summary className={styles.summary}>
            {t('sort.orderBy')} <strong>{currentLabel}</strong>
          </summary>
          <div className={styles.options}>
            <Link to={hrefForOrder(current.field, flipped)} className={styles.direction} rel="nofollow">
              {current.direction === 'DESC' ? t('sort.toAscending') : t('sort.toDescending')}
            </Link>
            <ul className={styles.fields} aria-label={t('sort.fields')}>
              {orderFields.map((option) => (
                <li key={option.field}>
                  <Link
                    to={hrefForOrder(option.field, current.direction)}
                    aria-current={option.field === current.field ? 'true' : undefined}
                    className={styles.field}
                    rel="nofollow"
                  >
                    {option.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </details>
      ) : null}
    </header>
  );
}
