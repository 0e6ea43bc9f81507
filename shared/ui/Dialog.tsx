// A modal dialog on native <dialog>: focus trapped by the browser, Esc and backdrop close, focus returns to the opener.
import { type ReactNode, useEffect, useRef } from 'react';
import { useSfId } from './useSfId.ts';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called for Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  /** Content below the body (buttons). */
  footer?: ReactNode;
}

export function Dialog({ open, title, onClose, closeLabel, children, className, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useSfId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc is handled by the dialog's cancel event; this only catches backdrop clicks.
    <dialog
      ref={ref}
      className={`sf-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      <div className="sf-dialog-panel">
        {/* Plain parts, not <header>/<footer>: a dialog opened from sf-header would nest a banner in the banner. */}
        <div className="sf-dialog-header">
          <h2 id={titleId} className="sf-dialog-title">
            {title}
          </h2>
          <button
            type="button"
            className="sf-dialog-close"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sf-dialog-body">{children}</div>
        {footer && <div className="sf-dialog-footer">{footer}</div>}
      </div>
    </dialog>
  );
}
