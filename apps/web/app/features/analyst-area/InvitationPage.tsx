import { paths } from '@camello/domain';
import type { InvitationPreview } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { signInHref } from '../../shared/named-routes.ts';
import { Link } from '../../shared/ui/Link.tsx';
import styles from './analyst.module.css';
import { analystMessages } from './messages.ts';

export type InvitationPageProps = {
  /** The invitation, or null when its link no longer works. */
  readonly invitation: (InvitationPreview & { readonly token: string }) | null;
  /** The signed-in person's e-mail, or null for a visitor. */
  readonly signedInAs: string | null;
  /** This page's path and query, where signing in or up comes back to. */
  readonly returnPath: string;
  /** Why accepting failed, if it did. */
  readonly problem: string | null;
};

/**
 * The page of an analyst invitation's link (issue #13): a visitor signs up or in with the invited
 * e-mail and comes back here; signed in, one button joins the company. A link that no longer
 * works says so, in words.
 */
export function InvitationPage({ invitation, signedInAs, returnPath, problem }: InvitationPageProps) {
  const t = analystMessages.useMessages();
  if (!invitation)
    return (
      <section className={styles.invitation} aria-labelledby="invitation-title">
        <h1 id="invitation-title" className={styles.pageTitle}>
          {t('invitation.goneHeading')}
        </h1>
        <p role="alert" className={styles.alert}>
          {problem ?? t('invitation.goneText')}
        </p>
        <Link to={paths.home()} className={styles.secondaryButton}>
          {t('invitation.home')}
        </Link>
      </section>
    );
  const company = invitation.companyName;
  const otherAccount = signedInAs !== null && signedInAs.toLowerCase() !== invitation.email.toLowerCase();
  return (
    <section className={styles.invitation} aria-labelledby="invitation-title">
      <h1 id="invitation-title" className={styles.pageTitle}>
        {t('invitation.heading', { company })}
      </h1>
      <p>{t('invitation.text', { email: invitation.email, company })}</p>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      {signedInAs === null ? (
        <>
          <p className={styles.muted}>{t('invitation.signInFirst')}</p>
          <div className={styles.actions}>
            <Link to={signInHref(paths.signUp(), returnPath, 'sign-up')} className={styles.primaryButton}>
              {t('invitation.signUp')}
            </Link>
            <Link to={signInHref(paths.signIn(), returnPath)} className={styles.secondaryButton}>
              {t('invitation.signIn')}
            </Link>
          </div>
        </>
      ) : otherAccount ? (
        <>
          <p role="alert" className={styles.alert}>
            {t('invitation.otherAccount', { email: signedInAs })}
          </p>
          <Form method="post" action={paths.signOut()}>
            <button type="submit" className={styles.secondaryButton}>
              {t('invitation.signOut')}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" action={returnPath}>
          <input type="hidden" name="token" value={invitation.token} />
          <button type="submit" className={styles.primaryButton}>
            {t('invitation.accept', { company })}
          </button>
        </Form>
      )}
    </section>
  );
}
