import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './Breadcrumbs.module.css';

export type BreadcrumbItem = { readonly label: string; readonly url: string };

/** The path to the current page; the last item is the page itself, not a link. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useI18n();
  if (items.length < 2) return null;
  return (
    <nav aria-label={t('megaMenu.breadcrumbs')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.url} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link to={item.url}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The breadcrumbs of the deepest matched route whose loader data carries `breadcrumbs`. */
export function breadcrumbsOf(matches: readonly { loaderData?: unknown }[]): BreadcrumbItem[] {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { breadcrumbs?: unknown } | undefined;
    if (data && Array.isArray(data.breadcrumbs)) return data.breadcrumbs as BreadcrumbItem[];
  }
  return [];
}
