import { paths, TIMINGS } from '@camello/domain';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { signInHref } from '../../../shared/named-routes.ts';
import { CamelIcon } from '../../../shared/ui/icons/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { useExitDelay } from '../../../shared/ui/use-exit-delay.ts';
import { blogLink, categoryTabs, helpLinks, socialLinks } from '../header-links.ts';
import styles from './MobileMenuDrawer.module.css';

const DRAWER_ID = 'menu';
/** Where the close link points without JavaScript: back to the toggle, away from `:target`. */
const TOGGLE_ID = 'abrir-menu';

/**
 * The menu of small screens, in a native modal `<dialog>` (focus trap and Escape come from the
 * browser): close, logo, home, the category tabs, all jobs, blog and help, sign up and log in,
 * social icons. The toggle and the close button are links, so without JavaScript `:target` shows
 * it. With JavaScript it slides in from the right and, on closing (close, Escape, a link, the
 * dimmed page), slides out for the spec's 500 ms (§4) still modal but inert, then gives the focus
 * back to the toggle.
 */
export function MobileMenuDrawer({ returnPath }: { returnPath: string }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const drawer = useExitDelay(open, TIMINGS.drawerClose);
  const close = () => setOpen(false);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  useEffect(() => {
    if (drawer.present || !dialog.current?.open) return;
    dialog.current.close();
    // Inert while sliding out, it lost the focus, so close() does not give it back by itself.
    toggle.current?.focus();
  }, [drawer.present]);

  // After the effect above, which would close at once a drawer this one opens on mounting.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Opened through its link before the page was interactive: it carries on as the modal drawer,
    // made so before the mark below takes away what `:target` shows, so that no frame shows it
    // closed, and marked open first, so that its slide-in animation goes on rather than restarts.
    const openedByLink = element.matches(':target');
    if (openedByLink) {
      element.showModal();
      element.setAttribute('data-drawer-open', '');
    }
    // Marked on the element rather than in state: a state change would render the whole menu,
    // links and all, again right after hydration, in one task the browser cannot break up.
    element.setAttribute('data-enhanced', '');
    if (openedByLink) setOpen(true);
  }, []);

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a link so that `:target` opens the menu without JavaScript */}
      <a
        ref={toggle}
        id={TOGGLE_ID}
        href={`#${DRAWER_ID}`}
        role="button"
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
        aria-expanded={open}
        className={styles.open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className={styles.bars} aria-hidden="true" />
        {t('megaMenu.openMenu')}
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click on the dimmed page; Escape is the keyboard's way */}
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        className={styles.drawer}
        aria-label={t('megaMenu.menu')}
        data-drawer-open={drawer.present ? '' : undefined}
        data-closing={drawer.closing ? '' : undefined}
        inert={drawer.closing}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClose={() => {
          // The browser closes it itself on a second Escape while it slides out.
          if (drawer.closing) toggle.current?.focus();
          close();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.content}>
          <div className={styles.top}>
            <Link to={paths.home()} className={styles.logo} onClick={close} aria-label={t('layout.logoHome')}>
              <CamelIcon size={25} />
              <span>{t('site.name')}</span>
            </Link>
            {/* biome-ignore lint/a11y/useSemanticElements: a link away from `:target` closes the menu without JavaScript */}
            <a
              href={`#${TOGGLE_ID}`}
              role="button"
              className={styles.close}
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
            >
              {t('megaMenu.closeMenu')}
            </a>
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
        </div>
      </dialog>
    </>
  );
}
