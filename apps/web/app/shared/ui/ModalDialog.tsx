import { type ReactNode, useEffect, useRef } from 'react';

type ModalDialogProps = {
  readonly className: string | undefined;
  /** The id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** Escape: by default the dialog closes, leaving the page under it. */
  onCancel?: () => void;
  children: ReactNode;
};

/**
 * A modal on a native `<dialog>`, so the browser gives it the focus trap, Escape and the inert page
 * behind. The server renders it open in the page's flow, which is how it reads without JavaScript;
 * once hydrated it becomes modal.
 */
export function ModalDialog({ className, labelledBy, describedBy, onCancel, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(':modal')) return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        if (!onCancel) return;
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
