import { paths } from '@camello/domain';
import { Link } from '../../../shared/ui/Link.tsx';
import { signedInMessages } from '../messages.ts';
import styles from './SignOutConfirmation.module.css';

/**
 * What a GET of the sign-out address shows: a question and a form whose POST signs out, so that a
 * link or a prefetch never ends anyone's session.
 */
export function SignOutConfirmation() {
  const t = signedInMessages.useMessages();
  return (
    <section className={styles.confirmation} aria-labelledby="sign-out-title">
      <h1 id="sign-out-title">{t('signOut.title')}</h1>
      <p>{t('signOut.question')}</p>
      <form method="post" action={paths.signOut()} className={styles.actions}>
        <button type="submit" className={styles.confirm}>
          {t('signOut.confirm')}
        </button>
        <Link to={paths.jobs()}>{t('signOut.cancel')}</Link>
      </form>
    </section>
  );
}

/** The sign-out page's title in `locale`, for its route's `meta`. */
export const signOutTitle = (locale: Parameters<typeof signedInMessages.of>[0]) =>
  signedInMessages.of(locale)('signOut.title');
