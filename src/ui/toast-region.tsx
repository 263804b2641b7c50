import { useEffect } from 'react';

/** A message on screen. */
export interface ToastView {
  id: number;
  severity: 'success' | 'warning' | 'error' | 'info';
  message: string;
}

interface ToastRegionProps {
  toasts: readonly ToastView[];
  /** closes one toast: its button, or its time on screen running out */
  onDismiss: (id: number) => void;
  /** how long a toast stays before it closes by itself */
  durationMs: number;
}

function ToastItem({
  toast,
  onDismiss,
  durationMs,
}: { toast: ToastView } & Omit<ToastRegionProps, 'toasts'>) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, durationMs]);
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
 * §9 toasts: at most 3, closable, 5 s each; announced politely. Placed at the top rather than
 * the bottom centre, so they never cover a primary action bar (decision 013).
 */
export function ToastRegion({ toasts, onDismiss, durationMs }: ToastRegionProps) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      <ul className="toast-list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} durationMs={durationMs} />
        ))}
      </ul>
    </div>
  );
}
