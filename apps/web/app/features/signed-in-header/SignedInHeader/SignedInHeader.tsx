import { paths } from '@camello/domain';
import type { SessionPerson } from '@camello/domain/contracts';
import type { ReactNode } from 'react';
import { Logo } from '../../layout/index.ts';
import { SearchBar } from '../../search/index.ts';
import { type HeaderTab, HeaderTabs } from '../HeaderTabs/HeaderTabs.tsx';
import { signedInMessages } from '../messages.ts';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import styles from './SignedInHeader.module.css';

export type SignedInHeaderProps = {
  readonly user: SessionPerson;
  /** The candidate's applications, the badge of "Procesos". */
  readonly applicationsCount: number;
  /** The term of the current search, kept in the search bar. */
  readonly term?: string;
  /** What goes under the main row (the page's breadcrumbs). */
  readonly children?: ReactNode;
};

/**
 * The logged-in header (spec §2): logo, search bar (on its own row on small screens), the
 * candidate's tabs Empleos, Procesos (with the applications count) and Hoja de vida, and the
 * profile image that opens the user menu. An analyst's menu leads to the analyst area instead.
 */
export function SignedInHeader({ user, applicationsCount, term = '', children }: SignedInHeaderProps) {
  const t = signedInMessages.useMessages();
  const tabs: HeaderTab[] =
    user.role === 'candidate'
      ? [
          { label: t('tabs.jobs'), url: paths.jobs() },
          {
            label: t('tabs.applications'),
            url: paths.applications(),
            count: {
              value: applicationsCount,
              label: t('tabs.applicationsCount', { count: applicationsCount }),
            },
          },
          { label: t('tabs.curriculum'), url: paths.curriculum() },
        ]
      : [
          { label: t('tabs.jobs'), url: paths.jobs() },
          { label: t('tabs.analystArea'), url: paths.analystArea() },
        ];
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.mainRow}>
          <div className={styles.brand}>
            <Logo />
          </div>
          <SearchBar action={paths.jobs()} term={term} className={styles.search} />
          <div className={styles.tabs}>
            <HeaderTabs tabs={tabs} label={t('nav.label')} />
          </div>
          <div className={styles.account}>
            <UserMenu user={user} />
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}
