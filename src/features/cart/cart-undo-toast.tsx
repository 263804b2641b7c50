import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../../ui/toast-region';

interface CartUndoToastProps {
  /** what was removed, as the customer knows it */
  name: string;
  onUndo: () => void;
  onDone: () => void;
}

/**
 * §4.5 / §4.10 the toast after a removal from the bag: 'Quitaste … de tu bolsa' with
 * 'Deshacer', which puts the line back where it was. It closes by itself like any toast.
 */
export function CartUndoToast({ name, onUndo, onDone }: CartUndoToastProps) {
  useEffect(() => {
    const timer = setTimeout(onDone, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [name, onDone]);
  return (
    <div className="toast-region cart-undo" role="status" aria-live="polite">
      <ul className="toast-list">
        <li className="toast toast--info">
          <span>Quitaste {name} de tu bolsa</span>
          <button type="button" className="toast__action" onClick={onUndo}>
            Deshacer
          </button>
          <button type="button" className="toast__close" onClick={onDone}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Cerrar</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
