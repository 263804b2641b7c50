import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { TOAST_DURATION_MS, toastDismiss, uiStore, type Toast } from '../stores/ui';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => toastDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <li className={`toast toast--${toast.severity}`}>
      <span>{toast.message}</span>
      <button type="button" className="toast__close" onClick={() => toastDismiss(toast.id)}>
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
export function ToastRegion() {
  const { toasts } = useSnapshot(uiStore);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      <ul className="toast-list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
