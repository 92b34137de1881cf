import { paths } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './SignUpCallToAction.module.css';

/** Invites visitors without an account to create one. */
export function SignUpCallToAction() {
  const { t } = useI18n();
  return (
    <aside className={styles.box} aria-label={t('signUpCta.label')}>
      <p className={styles.text}>{t('signUpCta.text')}</p>
      <Link to={paths.signUp()} className={styles.action}>
        {t('signUpCta.action')}
      </Link>
    </aside>
  );
}
