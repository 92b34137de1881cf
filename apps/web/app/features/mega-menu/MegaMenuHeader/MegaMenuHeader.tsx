import { paths } from '@camello/domain';
import { NavLink } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { signInHref } from '../../../shared/named-routes.ts';
import { CamelIcon } from '../../../shared/ui/icons/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { RegionLink } from '../../region/index.ts';
import { SearchBar } from '../../search/index.ts';
import { type BreadcrumbItem, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { HelpMenu } from '../HelpMenu/HelpMenu.tsx';
import { blogLink, categoryTabs, socialLinks } from '../header-links.ts';
import { MobileMenuDrawer } from '../MobileMenuDrawer/MobileMenuDrawer.tsx';
import styles from './MegaMenuHeader.module.css';

export type MegaMenuHeaderProps = {
  readonly breadcrumbs?: readonly BreadcrumbItem[];
  /** The term of the current search, kept in the search bar. */
  readonly term?: string;
  /** Where signing in or up comes back to (spec §2 redirect table). */
  readonly returnPath?: string;
};

/**
 * The logged-out site header with the mega menu: a social row (category tabs, blog, help, social
 * icons), the main row (logo, search bar, sign in and sign up) and the breadcrumbs. Small screens
 * get the drawer menu instead of the social row.
 */
export function MegaMenuHeader({
  breadcrumbs = [],
  term = '',
  returnPath = paths.jobs(),
}: MegaMenuHeaderProps) {
  const { t } = useI18n();
  return (
    <header className={styles.header}>
      <div className={styles.socialRow}>
        <div className={styles.inner}>
          <nav aria-label={t('megaMenu.categories')}>
            <ul className={styles.tabs}>
              {categoryTabs.map((tab) => (
                <li key={tab.url}>
                  <NavLink to={tab.url} className={styles.tab}>
                    {t(tab.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.socialEnd}>
            <a href={blogLink.url} className={styles.tab}>
              {t(blogLink.label)}
            </a>
            <HelpMenu summaryClassName={styles.tab} />
            <RegionLink className={styles.tab} />
            <ul className={styles.social}>
              {socialLinks.map(({ label, url, Icon }) => (
                <li key={url}>
                  <a href={url} aria-label={t(label)}>
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className={styles.inner}>
        <div className={styles.mainRow}>
          <Link to={paths.home()} className={styles.logo} aria-label={t('layout.logoHome')}>
            <CamelIcon size={25} />
            <span>{t('site.name')}</span>
          </Link>
          <SearchBar action={paths.jobs()} term={term} className={styles.search} />
          <nav aria-label={t('header.navigation')} className={styles.account}>
            <NavLink to={paths.jobs()} className={styles.link}>
              {t('header.allJobs')}
            </NavLink>
            <Link to={signInHref(paths.signIn(), returnPath, 'sign-in')} className={styles.link}>
              {t('header.signIn')}
            </Link>
            <Link to={signInHref(paths.signUp(), returnPath, 'sign-up')} className={styles.signUp}>
              {t('header.signUp')}
            </Link>
          </nav>
          <div className={styles.drawer}>
            <MobileMenuDrawer returnPath={returnPath} />
          </div>
        </div>
        <Breadcrumbs items={breadcrumbs} />
      </div>
    </header>
  );
}
