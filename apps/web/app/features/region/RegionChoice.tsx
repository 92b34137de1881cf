import { paths } from '@camello/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/index.ts';
// Through index.ts, like the links every page loads: imported on its own, the list becomes a
// chunk of its own, a few bytes more on every page.
import { regions } from './index.ts';
import { regionMessages } from './messages.ts';
import styles from './Region.module.css';

/**
 * The list of regions with flags and the apply button, as a form that posts to `/region`: the
 * server remembers the choice in a cookie and sends the visitor back to `returnTo`.
 */
export function RegionChoice({
  returnTo,
  cancel,
}: {
  readonly returnTo: string;
  readonly cancel: ReactNode;
}) {
  const t = regionMessages.useMessages();
  const { locale } = useI18n();
  return (
    <form method="post" action={paths.region()} className={styles.form}>
      <input type="hidden" name="volver" value={returnTo} />
      <fieldset className={styles.regions}>
        <legend className={styles.legend}>{t('legend')}</legend>
        {regions.map((region) => (
          <label key={region.lang} className={styles.region} lang={region.lang}>
            <input type="radio" name="lang" value={region.lang} defaultChecked={region.lang === locale} />
            <span aria-hidden="true" className={styles.flag}>
              {region.flag}
            </span>
            <span>
              {region.name}
              <span className={styles.language}>{region.language}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
        {cancel}
      </div>
    </form>
  );
}
