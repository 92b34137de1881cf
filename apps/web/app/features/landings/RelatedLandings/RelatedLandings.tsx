import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './RelatedLandings.module.css';

export type RelatedLanding = { readonly url: string; readonly h1: string; readonly quotas: number };

/** Links to the landings next to this one ("Empleos de cocineros en Cali"), with their openings. */
export function RelatedLandings({ title, landings }: { title: string; landings: readonly RelatedLanding[] }) {
  const { t, formatNumber } = useI18n();
  if (landings.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-landings">
      <h2 id="related-landings" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {landings.map((landing) => (
          <li key={landing.url}>
            <Link to={landing.url} className={styles.link}>
              {landing.h1}
            </Link>{' '}
            <span className={styles.count}>
              ({t('landing.openings', { count: landing.quotas, openings: formatNumber(landing.quotas) })})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
