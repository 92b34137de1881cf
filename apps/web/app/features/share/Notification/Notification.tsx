import { autoCloses, TIMINGS } from '@camello/domain';
import { useEffect } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import styles from './Notification.module.css';

export type Notice = { message: string; kind: 'success' | 'error' };

export type NotificationProps = {
  /** What to announce; null keeps the (empty) live region mounted so that a new notice is announced. */
  notice: Notice | null;
  onClose: () => void;
  /** Milliseconds before it closes by itself; 0 or less keeps it until closed. */
  autoCloseMs?: number;
};

/**
 * A notice in the top-right corner, announced politely; it closes by itself or with its button.
 * Every new notice, even with the same text, gets the whole time again.
 */
export function Notification({
  notice,
  onClose,
  autoCloseMs = TIMINGS.notificationAutoClose,
}: NotificationProps) {
  const { t } = useI18n();
  useEffect(() => {
    if (notice === null || !autoCloses(autoCloseMs)) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [notice, autoCloseMs, onClose]);

  return (
    <div role="status" className={styles.region}>
      {notice === null ? null : (
        <div className={`${styles.notice} ${styles[notice.kind]}`}>
          <p>{notice.message}</p>
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
