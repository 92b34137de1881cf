import { useCallback, useEffect, useRef, useState } from 'react';
import { type MessageKey, useI18n } from '../../../i18n/index.ts';
import { Notification } from '../Notification/Notification.tsx';
import { type ShareNetwork, shareLinks } from '../share-links.ts';
import styles from './SharePopover.module.css';

export type SharePopoverProps = {
  /** Absolute URL of the page to share. */
  url: string;
  /** Title of what is shared, for the message that goes with the link. */
  title: string;
  className?: string;
};

const NETWORK_LABELS: Record<ShareNetwork, MessageKey> = {
  facebook: 'share.facebook',
  whatsApp: 'share.whatsApp',
  linkedIn: 'share.linkedIn',
  x: 'share.x',
  sms: 'share.sms',
};

/**
 * "Compartir": a disclosure with a link per network (they work without JavaScript) and, once
 * the page is interactive, a button that copies the link and confirms it with a notification.
 */
export function SharePopover({ url, title, className }: SharePopoverProps) {
  const { t } = useI18n();
  const details = useRef<HTMLDetailsElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  const [notice, setNotice] = useState<{ message: string; kind: 'success' | 'error' } | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    setCanCopy(typeof navigator.clipboard?.writeText === 'function');
    const element = details.current;
    const closeOutside = (event: Event) => {
      if (element?.open && !element.contains(event.target as Node)) element.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element?.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ message: t('share.copied'), kind: 'success' });
    } catch {
      setNotice({ message: t('share.copyFailed'), kind: 'error' });
    }
    if (details.current) details.current.open = false;
  };

  return (
    <>
      <details ref={details} className={`${styles.share} ${className ?? ''}`}>
        <summary className={styles.summary}>{t('share.button')}</summary>
        <ul className={styles.menu} aria-label={t('share.label')}>
          {shareLinks(url, t('share.message', { title })).map((link) => (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.item}>
                {t(NETWORK_LABELS[link.network])}
              </a>
            </li>
          ))}
          {canCopy ? (
            <li>
              <button type="button" className={styles.item} onClick={copy}>
                {t('share.copy')}
              </button>
            </li>
          ) : null}
        </ul>
      </details>
      <Notification message={notice?.message ?? null} kind={notice?.kind} onClose={closeNotice} />
    </>
  );
}
