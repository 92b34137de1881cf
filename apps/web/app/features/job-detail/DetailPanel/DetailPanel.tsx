import { BREAKPOINTS, TIMINGS } from '@camello/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { useExitDelay } from '../../../shared/ui/use-exit-delay.ts';
import { DetailSkeleton } from '../DetailSkeleton/DetailSkeleton.tsx';
import styles from './DetailPanel.module.css';

export type DetailPanelProps = {
  /** The detail of the selected vacancy; null when there is none. */
  children: ReactNode;
  /** Shows the skeleton instead: a vacancy or the list it belongs to is loading. */
  loading: boolean;
  /**
   * The visitor chose a vacancy (it is in the URL or being opened), rather than it being the first
   * result: on small screens the drawer opens, with the skeleton until the vacancy arrives.
   */
  selected: boolean;
  /** The listing without the selection: where closing goes. */
  closeHref: string;
};

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.xl}px)`;

/**
 * The detail column of the listing. It is one native `<dialog>`: shown in place (non-modal) from
 * the extra-large width, and opened modally as a full-height drawer on smaller screens when the
 * visitor selects a vacancy, so the browser gives it the focus trap, Escape and focus return.
 * The drawer slides in from the right and, once the selection is gone, slides out for the spec's
 * 500 ms, still showing the vacancy it had, before it closes.
 */
export function DetailPanel({ children, loading, selected, closeHref }: DetailPanelProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useExitDelay(selected && drawerOpen, TIMINGS.drawerClose);
  const content = loading ? <DetailSkeleton /> : children;
  const lastOpenContent = useRef(content);
  useEffect(() => {
    if (!drawer.closing) lastOpenContent.current = content;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element || !selected || element.matches(':modal') || window.matchMedia(DESKTOP_QUERY).matches)
      return;
    opener.current = document.activeElement;
    if (element.open) element.close();
    element.showModal();
    setDrawerOpen(true);
  }, [selected]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || drawer.present || !drawerOpen) return;
    element.close();
    // The in-place panel is reopened through its attribute: show() would move the focus into it.
    element.setAttribute('open', '');
    // close() only returns the focus when it was still inside the drawer; make sure it does.
    const back = opener.current;
    if (back instanceof HTMLElement && back.isConnected && !back.contains(document.activeElement))
      back.focus();
    opener.current = null;
    setDrawerOpen(false);
  }, [drawer.present, drawerOpen]);

  return (
    <dialog
      ref={dialog}
      open
      aria-label={t('jobDetail.label')}
      className={styles.panel}
      data-selected={selected || drawer.closing ? '' : undefined}
      data-drawer-open={selected || drawer.closing ? '' : undefined}
      data-closing={drawer.closing ? '' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!drawer.closing) void navigate(closeHref, { preventScrollReset: true });
      }}
    >
      <Link to={closeHref} className={styles.back} preventScrollReset>
        <span aria-hidden="true">←</span> {t('jobDetail.back')}
      </Link>
      {drawer.closing ? lastOpenContent.current : content}
    </dialog>
  );
}
