import { useEffect, useRef, useState } from 'react';
import { suggestedJobsMessages } from '../messages.ts';
import styles from './SwipeStack.module.css';

const SEEN_KEY = 'camello.swipeHintSeen';

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    // Storage refused (private mode): showing the hint again is the lesser harm.
    return false;
  }
}

function rememberSeen() {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {}
}

/**
 * The swipe hint modal (spec §2): left and right swipe animations and a confirm button, shown the
 * first time the stack shows on this browser. A native modal `<dialog>`: the browser traps the
 * focus in it and Escape closes it.
 */
export function SwipeHint() {
  const t = suggestedJobsMessages.useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!alreadySeen()) setOpen(true);
  }, []);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  if (!open) return null;
  const close = () => {
    rememberSeen();
    dialog.current?.close();
    setOpen(false);
  };
  return (
    <dialog
      ref={dialog}
      className={styles.hint}
      aria-labelledby="swipe-hint-title"
      aria-describedby="swipe-hint-text"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id="swipe-hint-title" className={styles.doneTitle}>
        {t('hint.title')}
      </h2>
      <p id="swipe-hint-text">{t('hint.text')}</p>
      <ul className={styles.hintMoves}>
        <li>
          <span className={styles.moveLeft} aria-hidden="true" />
          {t('hint.left')}
        </li>
        <li>
          <span className={styles.moveRight} aria-hidden="true" />
          {t('hint.right')}
        </li>
      </ul>
      <button type="button" className={styles.like} onClick={close}>
        {t('hint.confirm')}
      </button>
    </dialog>
  );
}
