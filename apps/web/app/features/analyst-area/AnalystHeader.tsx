import { analystPaths, paths, withSharedQuery } from '@camello/domain';
import type { LinkedCompany, SessionPerson } from '@camello/domain/contracts';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/Link.tsx';
import { Logo } from '../layout/index.ts';
import { AnalystIcon } from './AnalystIcon.tsx';
import styles from './analyst.module.css';
import { type AnalystOption, analystOptions, sharedQueryOf } from './analyst-menu.ts';
import { analystMessages } from './messages.ts';

export type AnalystHeaderProps = {
  readonly user: SessionPerson;
  readonly companies: readonly LinkedCompany[];
  /** The company of the page, if it is about one. */
  readonly current: LinkedCompany | null;
};

/** A `<details>` disclosure that Escape closes (focus back on its toggle) and that closes when the focus leaves it. */
function useDisclosure() {
  const details = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return {
    close,
    props: {
      ref: details,
      onKeyDown: (event: React.KeyboardEvent) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        event.preventDefault();
        close();
        toggle.current?.focus();
      },
      onBlur: (event: React.FocusEvent<HTMLDetailsElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      },
    },
    toggle,
  };
}

/**
 * The analyst header (spec §2): logo, the brands switcher (the companies the analyst works for,
 * brands under their company) and the user menu with the analyst options. Both are native
 * disclosures, so they work without JavaScript.
 */
export function AnalystHeader({ user, companies, current }: AnalystHeaderProps) {
  const t = analystMessages.useMessages();
  const shared = sharedQueryOf(new URLSearchParams(useLocation().search));
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <div className={styles.brandRow}>
          <Logo />
          <Link to={withSharedQuery(paths.analystArea(), shared)} className={styles.areaName}>
            {t('area.label')}
          </Link>
        </div>
        <BrandsSwitcher companies={companies} current={current} shared={shared} />
        <AnalystUserMenu user={user} shared={shared} />
      </div>
    </header>
  );
}

function CompanyLogo({ company, size }: { company: Pick<LinkedCompany, 'logoUrl' | 'name'>; size: number }) {
  if (company.logoUrl)
    return <img src={company.logoUrl} alt="" width={size} height={size} className={styles.companyLogo} />;
  return (
    <span className={styles.companyInitial} style={{ width: size, height: size }} aria-hidden="true">
      {company.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** The brands switcher (spec §3, "Brand menu"): each company's logo, name and link; its brands beneath it. */
function BrandsSwitcher({
  companies,
  current,
  shared,
}: {
  companies: readonly LinkedCompany[];
  current: LinkedCompany | null;
  shared: string;
}) {
  const t = analystMessages.useMessages();
  const disclosure = useDisclosure();
  if (companies.length === 0) return null;
  const byId = new Map(companies.map((company) => [company.id, company]));
  const ordered = [...companies].sort((a, b) => {
    const groupA =
      a.parentCompanyId && byId.has(a.parentCompanyId) ? byId.get(a.parentCompanyId)?.name : a.name;
    const groupB =
      b.parentCompanyId && byId.has(b.parentCompanyId) ? byId.get(b.parentCompanyId)?.name : b.name;
    return `${groupA}\u0000${a.parentCompanyId ? 1 : 0}${a.name}`.localeCompare(
      `${groupB}\u0000${b.parentCompanyId ? 1 : 0}${b.name}`,
    );
  });
  return (
    <details className={styles.switcher} {...disclosure.props}>
      <summary ref={disclosure.toggle} className={styles.switcherToggle}>
        <span className="visually-hidden">{t('brands.label')}: </span>
        {current ? (
          <>
            <CompanyLogo company={current} size={28} />
            <span className={styles.switcherName}>{current.name}</span>
          </>
        ) : (
          <span className={styles.switcherName}>{t('brands.none')}</span>
        )}
      </summary>
      <div className={styles.dropdown}>
        <ul className={styles.plainList} aria-label={t('brands.choose')}>
          {ordered.map((company) => {
            const parent = company.parentCompanyId ? byId.get(company.parentCompanyId) : undefined;
            return (
              <li key={company.id} className={parent ? styles.brandItem : undefined}>
                <Link
                  to={withSharedQuery(analystPaths.analystCompany(company.slug), shared)}
                  className={styles.switcherLink}
                  aria-current={current?.id === company.id ? 'page' : undefined}
                  onClick={disclosure.close}
                >
                  <CompanyLogo company={company} size={24} />
                  <span>
                    {company.name}
                    {parent ? (
                      <span className={styles.muted}> · {t('brands.brandOf', { company: parent.name })}</span>
                    ) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}

/** The href of an option that opens a named modal: the current page with `?modal=<name>`. */
function modalHref(pathname: string, search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.set('modal', name);
  return `${pathname}?${params.toString()}`;
}

/** The analyst's user menu (spec §2): avatar, name, e-mail and title, and the analyst options. */
function AnalystUserMenu({ user, shared }: { user: SessionPerson; shared: string }) {
  const t = analystMessages.useMessages();
  const disclosure = useDisclosure();
  const location = useLocation();
  const optionContent = (option: AnalystOption) => (
    <>
      <AnalystIcon name={option.icon} />
      <span>{t(option.title)}</span>
    </>
  );
  return (
    <details className={styles.userMenu} {...disclosure.props}>
      <summary ref={disclosure.toggle} className={styles.avatarToggle}>
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={36} height={36} className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true" data-avatar="default">
            {(user.name ?? user.email).charAt(0).toUpperCase()}
          </span>
        )}
        <span className="visually-hidden">{t('menu.open')}</span>
      </summary>
      <div className={`${styles.dropdown} ${styles.dropdownEnd}`}>
        <div className={styles.person}>
          <p className={styles.personName}>{user.name ?? user.email}</p>
          {user.name ? <p className={styles.muted}>{user.email}</p> : null}
          {user.title ? <p className={styles.muted}>{user.title}</p> : null}
        </div>
        <ul className={styles.plainList} aria-label={t('menu.items')}>
          {analystOptions.map((option) => (
            <li key={option.title}>
              {option.data.kind === 'action' ? (
                <form method="post" action={paths.signOut()}>
                  <button type="submit" className={styles.option} data-kind={option.type}>
                    {optionContent(option)}
                  </button>
                </form>
              ) : option.modal ? (
                <Link
                  to={modalHref(location.pathname, location.search, option.modal.name)}
                  className={styles.option}
                  data-kind={option.type}
                  preventScrollReset
                  onClick={disclosure.close}
                >
                  {optionContent(option)}
                </Link>
              ) : option.target ? (
                <a
                  href={option.data.path}
                  className={styles.option}
                  data-kind={option.type}
                  target={option.target}
                  rel={option.rel}
                >
                  {optionContent(option)}
                </a>
              ) : (
                <Link
                  to={withSharedQuery(option.data.path, shared)}
                  className={styles.option}
                  data-kind={option.type}
                  onClick={disclosure.close}
                >
                  {optionContent(option)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
