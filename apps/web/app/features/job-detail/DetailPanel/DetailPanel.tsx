import { BREAKPOINTS } from '@camello/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { DetailSkeleton } from '../DetailSkeleton/DetailSkeleton.tsx';
import styles from './DetailPanel.module.css';

export type DetailPanelProps = {
  /** The detail of the selected vacancy; null when there is none. */
  children: ReactNode;
  loading: boolean;
  /** The visitor chose this vacancy (it is in the URL), rather than it being the first result. */
  selected: boolean;
  /** The listing without the selection: where closing goes. */
  closeHref: string;
};

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.xl}px)`;

/**
 * The detail column of the listing. It is one native `<dialog>`: shown in place (non-modal) from
 * the extra-large width, and opened modally as a full-height drawer on smaller screens when the
 * visitor selects a vacancy, so the browser gives it the focus trap, Escape and focus return.
 */
export function DetailPanel({ children, loading, selected, closeHref }: DetailPanelProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const wantsDrawer = selected && !window.matchMedia(DESKTOP_QUERY).matches;
    if (wantsDrawer && !element.matches(':modal')) {
      opener.current = document.activeElement;
      if (element.open) element.close();
      element.showModal();
    } else if (!wantsDrawer && element.matches(':modal')) {
      element.close();
      // The in-place panel is reopened through its attribute: show() would move the focus into it.
      element.setAttribute('open', '');
      // close() only returns the focus when it was still inside the drawer; make sure it does.
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected && !back.contains(document.activeElement))
        back.focus();
      opener.current = null;
    }
  }, [selected]);

  return (
    <dialog
      ref={dialog}
      open
      aria-label={t('jobDetail.label')}
      className={styles.panel}
      data-selected={selected ? '' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        void navigate(closeHref, { preventScrollReset: true });
      }}
    >
      <Link to={closeHref} className={styles.back} preventScrollReset>
        <span aria-hidden="true">←</span> {t('jobDetail.back')}
      </Link>
      {loading ? <DetailSkeleton /> : children}
    </dialog>
  );
}
