import { Link } from '../../shared/ui/Link.tsx';
import { regionMessages } from './messages.ts';
import styles from './Region.module.css';
import { RegionChoice } from './RegionChoice.tsx';

/** `/region`: the region choice as a page, for visitors without JavaScript. */
export function RegionPage({ returnTo }: { readonly returnTo: string }) {
  const t = regionMessages.useMessages();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <RegionChoice
        returnTo={returnTo}
        cancel={
          <Link to={returnTo} className={styles.cancel}>
            {t('cancel')}
          </Link>
        }
      />
    </article>
  );
}
