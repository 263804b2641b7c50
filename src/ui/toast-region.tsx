import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** §9 a toast closes by itself after five seconds. */
export const TOAST_DURATION_MS = 5000;

/** A message on screen. */
export interface ToastView {
  id: number;
  severity: 'success' | 'warning' | 'error' | 'info';
  message: string;
}

interface ToastRegionProps {
  toasts: readonly ToastView[];
  /** closes one toast: its button, or its five seconds on screen running out */
  onDismiss: (id: number) => void;
}

function ToastItem({ toast, onDismiss }: { toast: ToastView } & Omit<ToastRegionProps, 'toasts'>) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <li className={`toast toast--${toast.severity}`}>
      <span>{toast.message}</span>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Cerrar</span>
      </button>
    </li>
  );
}

/**
 * The open modal <dialog>, if any: a dialog opened with showModal() sits in the browser's top
 * layer above every z-index and makes the rest of the page inert, so the toasts that answer
 * its own button (a refused coupon) are drawn inside it, above its backdrop, closable and
 * announced; back in the page once it closes.
 */
function openModal(): HTMLDialogElement | null {
  try {
    return document.querySelector<HTMLDialogElement>('dialog:modal');
  } catch {
    return null; // an engine without :modal
  }
}

function useModalHost(count: number): HTMLDialogElement | null {
  const [, setClosed] = useState(0);
  const host = count > 0 ? openModal() : null;
  useEffect(() => {
    if (!host) return;
    const leave = () => setClosed((n) => n + 1);
    host.addEventListener('close', leave);
    return () => host.removeEventListener('close', leave);
  }, [host]);
  return host;
}

/**
 * §9 toasts: at most 3, closable, 5 s each; announced politely. Placed at the top rather than
 * the bottom centre, so they never cover a primary action bar (decision 013), nor the focused
 * element (then at the foot, above the bars).
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const count = toasts.length;
  const host = useModalHost(count);
  useEffect(() => {
    // WCAG 2.4.11 the toasts keep clear of the focused element
    if (count) void import('./toast-focus-guard').then((m) => m.toastFocusGuard());
  }, [count]);
  const region = (
    <div className="toast-region" role="status" aria-live="polite">
      <ul className="toast-list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ul>
    </div>
  );
  return host ? createPortal(region, host) : region;
}
