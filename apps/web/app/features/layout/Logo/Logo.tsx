import { paths } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { CamelIcon } from '../../../shared/ui/icons/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './Logo.module.css';

export type LogoProps = {
  /** `inverse` sits on the dark footer. */
  tone?: 'default' | 'inverse';
};

export function Logo({ tone = 'default' }: LogoProps) {
  const { t } = useI18n();
  return (
    <Link
      to={paths.home()}
      aria-label={t('layout.logoHome')}
      className={tone === 'inverse' ? `${styles.logo} ${styles.inverse}` : styles.logo}
    >
      <CamelIcon size={25} className={styles.isotype} />
      <span className={styles.wordmark}>{t('site.name')}</span>
    </Link>
  );
}
