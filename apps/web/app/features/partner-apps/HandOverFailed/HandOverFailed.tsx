import { Link } from '../../../shared/ui/Link.tsx';
import styles from '../card.module.css';
import { partnerAppMessages } from '../messages.ts';

/** A hand-over link that did not sign the visitor in: the way to sign in by hand, back to the same place. */
export function HandOverFailed({ signInHref }: { signInHref: string }) {
  const t = partnerAppMessages.useMessages();
  return (
    <section className={styles.card} aria-labelledby="hand-over-title">
      <h1 id="hand-over-title" className={styles.title}>
        {t('handOver.failedHeading')}
      </h1>
      <p>{t('handOver.failedText')}</p>
      <Link to={signInHref} className={styles.allow}>
        {t('handOver.signIn')}
      </Link>
    </section>
  );
}
