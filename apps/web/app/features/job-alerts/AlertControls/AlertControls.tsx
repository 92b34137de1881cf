import { Form } from 'react-router';
import styles from '../alerts.module.css';
import { jobAlertMessages } from '../messages.ts';

export type AlertControlsProps = {
  readonly alert: {
    readonly title: string;
    readonly frequency: 'daily' | 'weekly';
    readonly paused: boolean;
  };
  /** Where the forms post (their `intent`: frequency, pause, resume or delete). */
  readonly action: string;
  /** The alert the forms name, for a list of several; none where the action's address names it. */
  readonly alertId?: string;
};

/** An alert's frequency, pause and delete forms: in the candidate's panel and on an e-mail's manage link. */
export function AlertControls({ alert, action, alertId }: AlertControlsProps) {
  const t = jobAlertMessages.useMessages();
  const which = alertId === undefined ? null : <input type="hidden" name="alertId" value={alertId} />;
  return (
    <>
      <Form method="post" action={action} className={styles.actions}>
        {which}
        <label className={styles.field}>
          <span className={styles.muted}>{t('panel.frequency', { title: alert.title })}</span>
          <select name="frequency" defaultValue={alert.frequency} className={styles.input}>
            <option value="daily">{t('panel.daily')}</option>
            <option value="weekly">{t('panel.weekly')}</option>
          </select>
        </label>
        <button type="submit" name="intent" value="frequency" className={styles.secondary}>
          {t('panel.save')}
        </button>
      </Form>
      <div className={styles.actions}>
        <Form method="post" action={action}>
          {which}
          <button
            type="submit"
            name="intent"
            value={alert.paused ? 'resume' : 'pause'}
            className={styles.secondary}
            aria-label={t(alert.paused ? 'panel.resumeLabel' : 'panel.pauseLabel', { title: alert.title })}
          >
            {t(alert.paused ? 'panel.resume' : 'panel.pause')}
          </button>
        </Form>
        <Form method="post" action={action}>
          {which}
          <button
            type="submit"
            name="intent"
            value="delete"
            className={styles.secondary}
            aria-label={t('panel.deleteLabel', { title: alert.title })}
          >
            {t('panel.delete')}
          </button>
        </Form>
      </div>
    </>
  );
}
