import { paths } from '@camello/domain';
import { AlertControls } from '../AlertControls/AlertControls.tsx';
import { BackToJobs } from '../AlertLinkPage/AlertLinkPage.tsx';
import styles from '../alerts.module.css';
import { jobAlertMessages } from '../messages.ts';

export type AlertManagePageProps = {
  readonly token: string | null;
  /** The alert of the link; null when the link is unknown, spent, or the alert was just deleted. */
  readonly alert: {
    readonly title: string;
    readonly frequency: 'daily' | 'weekly';
    readonly paused: boolean;
  } | null;
  readonly notice: 'changed' | 'deleted' | null;
};

/**
 * `/alertas-de-empleo/gestionar?token=…`, the link of every alert e-mail: the alert's pause,
 * frequency and delete, for a visitor who has no account to sign in to.
 */
export function AlertManagePage({ token, alert, notice }: AlertManagePageProps) {
  const t = jobAlertMessages.useMessages();
  return (
    <section className={styles.card} aria-labelledby="alert-manage-title">
      <h1 id="alert-manage-title" className={styles.title}>
        {alert ? t('manage.heading', { title: alert.title }) : t('manage.pageTitle')}
      </h1>
      {notice ? (
        <p className={styles.notice} role="status">
          {t(notice === 'deleted' ? 'manage.deleted' : 'panel.changed')}
        </p>
      ) : null}
      {alert && token ? (
        <>
          <p>{t('manage.intro')}</p>
          <p className={styles.muted}>{t(alert.paused ? 'manage.paused' : 'manage.active')}</p>
          <AlertControls alert={alert} action={paths.jobAlertManage(token)} />
        </>
      ) : notice === 'deleted' ? null : (
        <p className={styles.error} role="alert">
          {t('link.invalid')}
        </p>
      )}
      <BackToJobs />
    </section>
  );
}
