import { NavLink } from 'react-router';
import styles from './HeaderTabs.module.css';

export type HeaderTab = {
  readonly label: string;
  readonly url: string;
  /** What the count badge counts, read out with it ("3 postulaciones"); no count, no badge. */
  readonly count?: { readonly value: number; readonly label: string };
};

/** The header's tabs (spec §3 tabOption): links, each with a count badge shown only above 0. */
export function HeaderTabs({ tabs, label }: { tabs: readonly HeaderTab[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.url}>
            <NavLink to={tab.url} className={styles.tab}>
              {tab.label}
              {tab.count && tab.count.value > 0 ? (
                <>
                  <span className={styles.badge} aria-hidden="true">
                    {tab.count.value}
                  </span>
                  <span className="visually-hidden">{` (${tab.count.label})`}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
