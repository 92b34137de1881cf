import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './Pagination.module.css';
import { paginationModel } from './pagination-model.ts';

export type PaginationProps = {
  page: number;
  pageSize: number;
  totalRows: number;
  /** The URL of a page of the same listing, keeping its search and filters. */
  hrefForPage: (page: number) => string;
};

export function Pagination({ page, pageSize, totalRows, hrefForPage }: PaginationProps) {
  const { t } = useI18n();
  const model = paginationModel({ page, pageSize, totalRows });
  if (!model) return null;

  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <ul className={styles.items}>
        {model.previous ? (
          <li>
            <Link to={hrefForPage(model.previous)} rel="prev" className={styles.step}>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {model.items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefForPage(item.page)}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={styles.page}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {model.next ? (
          <li>
            <Link to={hrefForPage(model.next)} rel="next" className={styles.step}>
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
