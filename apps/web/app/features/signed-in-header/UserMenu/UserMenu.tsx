import { paths } from '@camello/domain';
import type { SessionPerson } from '@camello/domain/contracts';
import { useRef } from 'react';
import { Link } from '../../../shared/ui/Link.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { signedInMessages } from '../messages.ts';
import styles from './UserMenu.module.css';

type MenuItem = { readonly label: string; readonly url: string };

/**
 * The user menu (spec §2): a disclosure under the person's avatar with their name, e-mail and
 * title, the menu items and sign-out. A native `<details>`, so it opens and closes without
 * JavaScript and from the keyboard; once interactive, Escape closes it and gives the focus back to
 * its toggle, and it closes when the focus leaves it. Sign-out is a form POST that reloads the page.
 */
export function UserMenu({ user }: { user: SessionPerson }) {
  const t = signedInMessages.useMessages();
  const menu = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  const items: MenuItem[] =
    user.role === 'candidate'
      ? [
          { label: t('menu.applications'), url: paths.applications() },
          { label: t('menu.curriculum'), url: paths.curriculum() },
          { label: t('menu.savedJobs'), url: paths.savedJobs() },
          { label: t('menu.suggestedJobs'), url: paths.suggestedJobs() },
          { label: t('menu.jobs'), url: paths.jobs() },
          { label: t('menu.partnerGrants'), url: paths.partnerGrants() },
          { label: t('menu.personalData'), url: paths.personalData() },
        ]
      : [
          { label: t('menu.analystArea'), url: paths.analystArea() },
          { label: t('menu.jobs'), url: paths.jobs() },
        ];

  return (
    <details
      ref={menu}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return;
        event.preventDefault();
        close();
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <summary ref={toggle} className={styles.toggle}>
        <Avatar src={user.avatarUrl} size={36} />
        <span className="visually-hidden">{t('menu.open')}</span>
      </summary>
      <div className={styles.panel}>
        <div className={styles.person}>
          <Avatar src={user.avatarUrl} size={48} />
          <div className={styles.identity}>
            <p className={styles.name}>{user.name ?? user.email}</p>
            {user.name ? <p className={styles.detail}>{user.email}</p> : null}
            {user.title ? <p className={styles.detail}>{user.title}</p> : null}
          </div>
        </div>
        <ul className={styles.items} aria-label={t('menu.items')}>
          {items.map((item) => (
            <li key={item.url}>
              <Link to={item.url} className={styles.item} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <form method="post" action={paths.signOut()} className={styles.signOut}>
          <button type="submit" className={styles.item}>
            {t('menu.signOut')}
          </button>
        </form>
      </div>
    </details>
  );
}
