import { paths } from '@camello/domain';
import { Form } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from '../alerts.module.css';
import { jobAlertMessages } from '../messages.ts';

export type AlertLinkPageProps = {
  readonly kind: 'confirm' | 'unsubscribe';
  readonly token: string | null;
  /** The alert's title once confirmed or unsubscribed. */
  readonly done: string | null;
  readonly invalid: boolean;
};

/**
 * The pages of the links of alert e-mails: they ask first (a mail scanner that opens links must
 * not confirm or unsubscribe anything), and the form does it, without signing in.
 */
export function AlertLinkPage({ kind, token, done, invalid }: AlertLinkPageProps) {
  const t = jobAlertMessages.useMessages();
  const confirm = kind === 'confirm';
  return (
    <section className={styles.card} aria-labelledby="alert-link-title">
      <h1 id="alert-link-title" className={styles.title}>
        {t(confirm ? 'link.confirmHeading' : 'link.unsubscribeHeading')}
      </h1>
      {done !== null ? (
        <p className={styles.notice} role="status">
          {t(confirm ? 'link.confirmed' : 'link.unsubscribed', { title: done })}
        </p>
      ) : invalid || !token ? (
        <p className={styles.error} role="alert">
          {t('link.invalid')}
        </p>
      ) : (
        <>
          <p>{t(confirm ? 'link.confirmText' : 'link.unsubscribeText')}</p>
          <Form
            method="post"
            action={confirm ? paths.jobAlertConfirm(token) : paths.jobAlertUnsubscribe(token)}
          >
            <button type="submit" className={styles.primary}>
              {t(confirm ? 'link.confirm' : 'link.unsubscribe')}
            </button>
          </Form>
        </>
      )}
      <BackToJobs />
    </section>
  );
}

/** The way back to the listing that ends the pages of e-mail links. */
export function BackToJobs() {
  const t = jobAlertMessages.useMessages();
  return (
    <p>
      <Link to={paths.jobs()} className={styles.link}>
        {t('link.jobs')}
      </Link>
    </p>
  );
}
