import { useEffect, useRef, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';

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
 * While `open`: the dialog is shown as a modal, the page does not scroll and the focus is
 * inside (on the `data-autofocus` element, else the dialog); on close it goes back to the
 * element that had it.
 */
function useDialogShown(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
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
  }, [ref, open]);
}

export interface ModalDialogHandlers {
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: () => void;
  onMouseDown: (event: MouseEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * The native <dialog>'s behaviour for ModalDialog: shown while `open`, and Escape, the
 * backdrop and the platform's own closing handed to the parent, which owns the open state.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  onEscape: (() => void) | undefined,
): ModalDialogHandlers {
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  const onEscapeRef = useRef(onEscape);

  useEffect(() => {
    onCloseRef.current = onClose;
    onEscapeRef.current = onEscape;
  }, [onClose, onEscape]);

  useDialogShown(ref, open);

  return {
    onCancel(event) {
      // the parent owns the open state: let it decide instead of the browser
      event.preventDefault();
      (onEscapeRef.current ?? onCloseRef.current)();
    },
    onClose() {
      // closed by the platform (e.g. a form with method="dialog") while still open for us
      if (open) onCloseRef.current();
    },
    onMouseDown(event) {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event) {
      // clicks on the ::backdrop target the dialog itself; its content sits in the panel
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      pressedOnBackdrop.current = false;
    },
  };
}
