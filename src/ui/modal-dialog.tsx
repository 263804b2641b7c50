import {
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
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

let scrollLocks = 0;

function scrollLock(): () => void {
  scrollLocks += 1;
  document.documentElement.classList.add('modal-dialog-scroll-lock');
  return () => {
    scrollLocks = Math.max(0, scrollLocks - 1);
    if (scrollLocks === 0) document.documentElement.classList.remove('modal-dialog-scroll-lock');
  };
}

function dialogShow(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // jsdom and very old browsers lack showModal: fall back to the open attribute
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function dialogHide(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
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
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  const onEscapeRef = useRef(onEscape);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
    onEscapeRef.current = onEscape;
  }, [onClose, onEscape]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = scrollLock();
    dialogShow(dialog);
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]');
    if (first) first.focus();
    else if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      dialogHide(dialog);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // the parent owns the open state: let it decide instead of the browser
    event.preventDefault();
    (onEscapeRef.current ?? onCloseRef.current)();
  }

  function handleClose() {
    // closed by the platform (e.g. a form with method="dialog") while still open for us
    if (open) onCloseRef.current();
  }

  function handleMouseDown(event: MouseEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // clicks on the ::backdrop target the dialog itself; its content sits in the panel
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  }

  const classes = ['modal-dialog', `modal-dialog--${variant}`, className].filter(Boolean);
  return (
    <dialog
      ref={ref}
      className={classes.join(' ')}
      aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
      aria-modal="true"
      tabIndex={-1}
      onCancel={handleCancel}
      onClose={handleClose}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      {open ? (
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
      ) : null}
    </dialog>
  );
}
