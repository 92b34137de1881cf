import type { ReactNode } from 'react';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './AccountPage.module.css';

type AccountPageProps = {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
  /** Links under the form (sign up, forgotten password), in a note of their own. */
  readonly footer?: ReactNode;
};

/** The frame of an account page: one narrow card with its heading, at any width from a phone's. */
export function AccountPage({ title, intro, children, footer }: AccountPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

/**
 * A result the page shows instead of its form (sent, confirmed, invalid link): what happened and
 * the next step.
 */
export function AccountOutcome({
  title,
  texts,
  next,
}: {
  readonly title: string;
  readonly texts: readonly string[];
  readonly next?: { readonly href: string; readonly label: string };
}) {
  return (
    <AccountPage title={title}>
      <div role="status" className={styles.outcome}>
        {texts.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {next ? (
          <p>
            <Link to={next.href}>{next.label}</Link>
          </p>
        ) : null}
      </div>
    </AccountPage>
  );
}

/** News about what the person asked for, above the form (another link is on its way). */
export function AccountNotice({ children }: { readonly children: ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
