import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './modal-dialog.css';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Escape, when it should do less than the close button (focus back on the opener); else onClose */
  onEscape?: () => void;
  /** Rendered as the dialog's h2 and used as its accessible name. */
  title?: string;
  /** Id of an element inside the dialog that names it, when there is no `title`. */
  labelledBy?: string;
  className?: string;
  /** 'sheet' docks to the bottom of the screen on phones. */
  variant?: 'dialog' | 'sheet';
  closeLabel?: string;
  children: ReactNode;
}

interface ModalDialogPanelProps {
  title: string | undefined;
  titleId: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog's content: a header with its title and close button, then the body. */
function ModalDialogPanel({
  title,
  titleId,
  closeLabel,
  onClose,
  children,
}: ModalDialogPanelProps) {
  return (
    <div className="modal-dialog__panel">
      <div className="modal-dialog__header">
        {title ? (
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
        ) : null}
        <button
          type="button"
          className="modal-dialog__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal-dialog__body">{children}</div>
    </div>
  );
}

/**
 * §9 accessible modal on the native <dialog>: Escape and the backdrop close it, focus
 * moves in on open and back to the opener on close, and the page does not scroll.
 * Mark the element that should receive focus first with `data-autofocus`.
 */
export function ModalDialog({
  open,
  onClose,
  onEscape,
  title,
  labelledBy,
  className,
  variant = 'dialog',
  closeLabel = 'Cerrar',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(ref, open, onClose, onEscape);
  const titleId = useId();
  const classes = ['modal-dialog', `modal-dialog--${variant}`, className].filter(Boolean);
  return (
    <dialog
      ref={ref}
      className={classes.join(' ')}
      aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
      aria-modal="true"
      tabIndex={-1}
      onCancel={dialog.onCancel}
      onClose={dialog.onClose}
      onMouseDown={dialog.onMouseDown}
      onClick={dialog.onClick}
    >
      {open ? (
        <ModalDialogPanel title={title} titleId={titleId} closeLabel={closeLabel} onClose={onClose}>
          {children}
        </ModalDialogPanel>
      ) : null}
    </dialog>
  );
}
