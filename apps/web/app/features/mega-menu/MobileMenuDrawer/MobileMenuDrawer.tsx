import { useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { signInHref } from '../../../shared/named-routes.ts';
import { paths } from '../../../shared/paths.ts';
import { CamelIcon } from '../../../shared/ui/icons/index.ts';
import { blogLink, categoryTabs, helpLinks, socialLinks } from '../header-links.ts';
import styles from './MobileMenuDrawer.module.css';

/**
 * The menu of small screens, in a native modal `<dialog>` (focus trap, Escape and the backdrop
 * come from the browser): close, logo, home, the category tabs, all jobs, blog and help, sign up
 * and log in, social icons. Following a link closes it.
 */
export function MobileMenuDrawer({ returnPath }: { returnPath: string }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <span className={styles.bars} aria-hidden="true" />
        {t('megaMenu.openMenu')}
      </button>
      <dialog ref={dialog} className={styles.drawer} aria-label={t('megaMenu.menu')}>
        <div className={styles.top}>
          <Link to={paths.home()} className={styles.logo} onClick={close} aria-label={t('layout.logoHome')}>
            <CamelIcon size={25} />
            <span>{t('site.name')}</span>
          </Link>
          <button type="button" className={styles.close} onClick={close}>
            {t('megaMenu.closeMenu')}
          </button>
        </div>
        <nav aria-label={t('megaMenu.menu')}>
          <ul className={styles.entries}>
            <li>
              <Link to={paths.home()} onClick={close}>
                {t('megaMenu.home')}
              </Link>
            </li>
            {categoryTabs.map((tab) => (
              <li key={tab.url}>
                <Link to={tab.url} onClick={close}>
                  {t(tab.label)}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={paths.jobs()} className={styles.allJobs} onClick={close}>
            {t('megaMenu.allJobs')}
          </Link>
          <ul className={styles.entries}>
            <li>
              <a href={blogLink.url}>{t(blogLink.label)}</a>
            </li>
            {helpLinks.map((link) => (
              <li key={link.url}>
                <Link to={link.url} onClick={close}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          <Link
            to={signInHref(paths.signUp(), returnPath, 'sign-up')}
            className={styles.signUp}
            onClick={close}
          >
            {t('header.signUp')}
          </Link>
          <Link
            to={signInHref(paths.signIn(), returnPath, 'sign-in')}
            className={styles.signIn}
            onClick={close}
          >
            {t('header.signIn')}
          </Link>
        </div>
        <ul className={styles.social}>
          {socialLinks.map(({ label, url, Icon }) => (
            <li key={url}>
              <a href={url} aria-label={t(label)}>
                <Icon size={24} />
              </a>
            </li>
          ))}
        </ul>
      </dialog>
    </>
  );
}
