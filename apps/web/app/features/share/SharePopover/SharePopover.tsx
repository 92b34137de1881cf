import { TIMINGS } from '@camello/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type MessageKey, useI18n } from '../../../i18n/index.ts';
import { useExitDelay } from '../../../shared/ui/use-exit-delay.ts';
import { type Notice, Notification } from '../Notification/Notification.tsx';
import { type ShareNetwork, shareLinks } from '../share-links.ts';
import styles from './SharePopover.module.css';

export type SharePopoverProps = {
  /** Absolute URL of the page to share. */
  url: string;
  /** Title of what is shared, for the message that goes with the link. */
  title: string;
  className?: string;
  /** Shown open from the start, e.g. when a link asks for it (`detailAction=share`). */
  defaultOpen?: boolean;
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
 * Once interactive, the menu is mounted only while open and for 300 ms after it closes, as it
 * fades out (spec §4).
 */
export function SharePopover({ url, title, className, defaultOpen = false }: SharePopoverProps) {
  const { t } = useI18n();
  const details = useRef<HTMLDetailsElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const menu = useExitDelay(open, TIMINGS.popoverHide);
  const [canCopy, setCanCopy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    setHydrated(true);
    // It may have been opened before the page became interactive.
    setOpen(details.current?.open ?? false);
    setCanCopy(typeof navigator.clipboard?.writeText === 'function');
  }, []);

  useEffect(() => {
    if (!open) return;
    const element = details.current;
    const closeOutside = (event: Event) => {
      if (!element?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only the menu closes, not the drawer it may be in.
      event.preventDefault();
      setOpen(false);
      element?.querySelector('summary')?.focus();
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ message: t('share.copied'), kind: 'success' });
    } catch {
      setNotice({ message: t('share.copyFailed'), kind: 'error' });
    }
    setOpen(false);
    // The fading menu is inert: the focus goes back to the button that opened it.
    details.current?.querySelector('summary')?.focus();
  };

  return (
    <>
      <details
        ref={details}
        className={`${styles.share} ${className ?? ''}`}
        open={hydrated ? menu.present : defaultOpen || undefined}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the summary is the native disclosure button; its toggle is taken over so the menu can fade out */}
        <summary
          className={styles.summary}
          onClick={(event) => {
            event.preventDefault();
            setOpen((current) => !current);
          }}
        >
          {t('share.button')}
        </summary>
        {hydrated && !menu.present ? null : (
          <ul
            className={styles.menu}
            aria-label={t('share.label')}
            data-closing={menu.closing ? '' : undefined}
            inert={menu.closing}
          >
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
        )}
      </details>
      <Notification notice={notice} onClose={closeNotice} />
    </>
  );
}
