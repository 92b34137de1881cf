import { paths } from '@camello/domain';
import { NavLink } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { Logo } from '../Logo/Logo.tsx';
import styles from './SiteHeader.module.css';

/** Header for visitors who are not signed in: logo, all jobs, sign in and sign up. */
export function SiteHeader() {
  const { t } = useI18n();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label={t('header.navigation')}>
          <ul className={styles.links}>
            <li>
              <NavLink to={paths.jobs()} className={styles.link}>
                {t('header.allJobs')}
              </NavLink>
            </li>
            <li>
              <Link to={paths.signIn()} className={styles.link}>
                {t('header.signIn')}
              </Link>
            </li>
            <li>
              <Link to={paths.signUp()} className={styles.signUp}>
                {t('header.signUp')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
