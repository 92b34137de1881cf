import { holdsActiveLink, isActiveLink, paths, withSharedQuery } from '@camello/domain';
import type { LinkedCompany } from '@camello/domain/contracts';
import type { ReactNode } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { Link } from '../../shared/ui/Link.tsx';
import { ModalDialog } from '../../shared/ui/ModalDialog.tsx';
import { AnalystIcon } from './AnalystIcon.tsx';
import styles from './analyst.module.css';
import type { Crumb } from './analyst-crumbs.ts';
import {
  type AnalystModalName,
  analystNavigation,
  analystOptions,
  type MenuItem,
  openModalOf,
  sharedQueryOf,
} from './analyst-menu.ts';
import { analystMessages } from './messages.ts';

export type AnalystShellProps = {
  readonly company: LinkedCompany | null;
  readonly crumbs: readonly Crumb[];
  /** What the last form post did, or why it failed. */
  readonly notice?: { readonly notice: string; readonly failed: boolean } | null;
  readonly children: ReactNode;
};

/**
 * The frame of every analyst page: the side navigation (sections, groups that open when they hold
 * the current page, the legal section at its foot), the breadcrumbs and the modal a user-menu
 * option opened (`?modal=`), around the page.
 */
export function AnalystShell({ company, crumbs, notice, children }: AnalystShellProps) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const modal = openModalOf(search);
  return (
    <div className={styles.shell}>
      <SideNav company={company} currentUrl={location.pathname} shared={sharedQueryOf(search)} />
      <div className={styles.content}>
        <Breadcrumbs crumbs={crumbs} shared={sharedQueryOf(search)} />
        {notice ? (
          <p
            role={notice.failed ? 'alert' : 'status'}
            className={notice.failed ? styles.alert : styles.notice}
          >
            {notice.notice}
          </p>
        ) : null}
        {children}
      </div>
      {modal ? <AnalystModal name={modal} closeHref={closeHref(location.pathname, search)} /> : null}
    </div>
  );
}

function closeHref(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete('modal');
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function Breadcrumbs({ crumbs, shared }: { crumbs: readonly Crumb[]; shared: string }) {
  const t = analystMessages.useMessages();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('crumbs.label')} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.text}</span>
            ) : (
              <Link to={withSharedQuery(crumb.href, shared)}>{crumb.text}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SideNav({
  company,
  currentUrl,
  shared,
}: {
  company: LinkedCompany | null;
  currentUrl: string;
  shared: string;
}) {
  const t = analystMessages.useMessages();
  const sections = analystNavigation(company);
  const href = (item: MenuItem) =>
    item.url && item.useQueryString !== false ? withSharedQuery(item.url, shared) : (item.url ?? '');
  const link = (item: MenuItem) => {
    const active = item.url !== undefined && isActiveLink(item.url, currentUrl);
    return (
      <Link
        to={href(item)}
        className={styles.navLink}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
      >
        {item.icon ? <AnalystIcon name={item.icon} /> : null}
        <span>{t(item.title)}</span>
      </Link>
    );
  };
  // On a phone the navigation would fill the first screen of every page: there it folds into a
  // disclosure, which a wide screen always shows open (the CSS of `.navSections`).
  return (
    <nav aria-label={t('nav.label')} className={styles.sideNav}>
      <details className={styles.navSections}>
        <summary className={styles.navToggle}>{t('nav.toggle')}</summary>
        {sections.map((section) => (
          <section
            key={section.title}
            className={section.legal ? styles.legalSection : undefined}
            aria-labelledby={`nav-${section.title}`}
          >
            <h2 id={`nav-${section.title}`} className={styles.navHeading}>
              {t(section.title)}
            </h2>
            <ul className={styles.plainList}>
              {section.items.map((item) => (
                <li key={item.title}>
                  {item.items ? (
                    <details
                      className={styles.navGroup}
                      open={holdsActiveLink(item, currentUrl) || undefined}
                      // Keyed by the open state the page asks for, so a navigation re-opens the right group.
                      key={`${item.title}-${holdsActiveLink(item, currentUrl)}`}
                    >
                      <summary className={styles.navLink}>
                        {item.icon ? <AnalystIcon name={item.icon} /> : null}
                        <span>{t(item.title)}</span>
                      </summary>
                      <ul className={styles.plainList}>
                        {item.items.map((child) => (
                          <li key={child.title} className={styles.navChild}>
                            {link(child)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    link(item)
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </details>
    </nav>
  );
}

/** A modal a user-menu option opened by name, with the option's data; closing it drops `?modal=`. */
function AnalystModal({ name, closeHref }: { name: AnalystModalName; closeHref: string }) {
  const t = analystMessages.useMessages();
  const navigate = useNavigate();
  const data = analystOptions.find((option) => option.modal?.name === name)?.modal?.data ?? {};
  const email = data.email ?? '';
  const body = {
    support: (
      <>
        <p>{t('modal.support.text')}</p>
        <p>
          <a href={`mailto:${email}`}>{t('modal.support.email', { email })}</a>
        </p>
        <p>{t('modal.support.whatsApp', { phone: data.phone ?? '' })}</p>
      </>
    ),
    helpImprove: <p>{t('modal.helpImprove.text', { email })}</p>,
    rateUs: <p>{t('modal.rateUs.text', { email })}</p>,
    newCompany: (
      <>
        <p>{t('modal.newCompany.text')}</p>
        <NewCompanyForm />
      </>
    ),
  }[name];
  const title = {
    support: t('modal.support.title'),
    helpImprove: t('modal.helpImprove.title'),
    rateUs: t('modal.rateUs.title'),
    newCompany: t('modal.newCompany.title'),
  }[name];
  return (
    <div className={styles.backdrop} data-modal={name}>
      <ModalDialog
        className={styles.modal}
        labelledBy="analyst-modal-title"
        onCancel={() => void navigate(closeHref, { preventScrollReset: true })}
      >
        <h2 id="analyst-modal-title" className={styles.modalTitle}>
          {title}
        </h2>
        {body}
        <Link to={closeHref} className={styles.secondaryButton} preventScrollReset>
          {t('modal.close')}
        </Link>
      </ModalDialog>
    </div>
  );
}

/** "Invitar una empresa": a new company the analyst owns (a form post to the analyst area). */
export function NewCompanyForm() {
  const t = analystMessages.useMessages();
  return (
    <Form method="post" action={paths.analystArea()} className={styles.inlineForm}>
      <input type="hidden" name="intent" value="createCompany" />
      <label className={styles.field}>
        <span>{t('companies.newName')}</span>
        <input name="name" required minLength={2} maxLength={120} autoComplete="organization" />
      </label>
      <button type="submit" className={styles.primaryButton}>
        {t('companies.create')}
      </button>
    </Form>
  );
}
