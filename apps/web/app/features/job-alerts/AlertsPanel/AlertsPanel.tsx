import { paths } from '@camello/domain';
import { Link } from '../../../shared/ui/Link.tsx';
import { AlertControls } from '../AlertControls/AlertControls.tsx';
import styles from '../alerts.module.css';
import { jobAlertMessages } from '../messages.ts';

type AlertItem = {
  readonly id: string;
  readonly title: string;
  readonly frequency: 'daily' | 'weekly';
  readonly paused: boolean;
  /** The date of the last digest, written for the reader; null before the first. */
  readonly lastSent: string | null;
  /** The listing of the alert's search. */
  readonly href: string;
};

export type AlertsPanelProps = {
  /** Null for a visitor: the page tells how to create an alert instead of listing any. */
  readonly alerts: readonly AlertItem[] | null;
  readonly notice: 'created' | 'changed' | 'deleted' | null;
  readonly signInHref: string;
};

/** The alerts panel (spec §2): title, the list of alerts, each with its frequency, pause and delete. */
export function AlertsPanel({ alerts, notice, signInHref }: AlertsPanelProps) {
  const t = jobAlertMessages.useMessages();
  return (
    <section className={styles.card} aria-labelledby="alerts-title">
      <h1 id="alerts-title" className={styles.title}>
        {t('panel.heading')}
      </h1>
      <p className={styles.muted}>{t('panel.intro')}</p>
      {notice ? (
        <p className={styles.notice} role="status">
          {t(`panel.${notice}`)}
        </p>
      ) : null}
      {alerts === null ? (
        <>
          <h2 className={styles.itemTitle}>{t('panel.visitorHeading')}</h2>
          <ol>
            <li>{t('panel.visitorStep1')}</li>
            <li>{t('panel.visitorStep2')}</li>
            <li>{t('panel.visitorStep3')}</li>
          </ol>
          <p className={styles.muted}>{t('panel.visitorManage')}</p>
          <div className={styles.actions}>
            <Link to={paths.jobs()} className={styles.primary}>
              {t('panel.search')}
            </Link>
            <Link to={signInHref} className={styles.secondary}>
              {t('panel.signIn')}
            </Link>
          </div>
        </>
      ) : alerts.length === 0 ? (
        <>
          <p>{t('panel.none')}</p>
          <p>
            <Link to={paths.jobs()} className={styles.primary}>
              {t('panel.search')}
            </Link>
          </p>
        </>
      ) : (
        <ul className={styles.list} aria-label={t('panel.listLabel')}>
          {alerts.map((alert) => (
            <li key={alert.id} className={styles.item}>
              <h2 className={styles.itemTitle}>
                <Link
                  to={alert.href}
                  className={styles.link}
                  aria-label={t('panel.seeJobs', { title: alert.title })}
                >
                  {alert.title}
                </Link>
              </h2>
              <p className={styles.muted}>
                {alert.paused ? `${t('panel.paused')} · ` : ''}
                {alert.lastSent ? t('panel.lastSent', { date: alert.lastSent }) : t('panel.neverSent')}
              </p>
              <AlertControls alert={alert} action={paths.jobAlerts()} alertId={alert.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
