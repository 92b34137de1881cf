import { autoCloses, TIMINGS } from '@camello/domain';
import { useEffect } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import styles from './Notification.module.css';

export type NotificationProps = {
  /** The text to announce; null keeps the (empty) live region mounted so it is announced when set. */
  message: string | null;
  kind?: 'success' | 'error';
  onClose: () => void;
  /** Milliseconds before it closes by itself; 0 or less keeps it until closed. */
  autoCloseMs?: number;
};

/** A notice in the top-right corner, announced politely; it closes by itself or with its button. */
export function Notification({
  message,
  kind = 'success',
  onClose,
  autoCloseMs = TIMINGS.notificationAutoClose,
}: NotificationProps) {
  const { t } = useI18n();
  useEffect(() => {
    if (message === null || !autoCloses(autoCloseMs)) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [message, autoCloseMs, onClose]);

  return (
    <div role="status" className={styles.region}>
      {message === null ? null : (
        <div className={`${styles.notice} ${styles[kind]}`}>
          <p>{message}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={t('share.closeNotification')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
