import { useEffect, useRef } from 'react';
import { regionMessages } from './messages.ts';
import styles from './Region.module.css';
import { RegionChoice } from './RegionChoice.tsx';

/**
 * The region modal of spec §2: title, regions with flags, apply and cancel. Apply posts the choice
 * (the page comes back in the new language); cancel or Escape closes it and changes nothing.
 */
export function RegionDialog({
  returnTo,
  onClose,
}: {
  readonly returnTo: string;
  readonly onClose: () => void;
}) {
  const t = regionMessages.useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="region-title" onClose={onClose}>
      <h2 id="region-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <RegionChoice
        returnTo={returnTo}
        cancel={
          <button type="button" className={styles.cancel} onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </button>
        }
      />
    </dialog>
  );
}
