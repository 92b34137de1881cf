import { useI18n } from '../../../i18n/index.ts';
import styles from './SkipLink.module.css';

/** Id of the element the skip link jumps to: the page's `<main>`. */
export const MAIN_CONTENT_ID = 'contenido';

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      {t('layout.skipLink')}
    </a>
  );
}
