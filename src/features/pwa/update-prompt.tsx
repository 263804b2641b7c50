import { useSyncExternalStore } from 'react';
import {
  pwaUpdateApply,
  pwaUpdateDismiss,
  pwaUpdateSnapshot,
  pwaUpdateSubscribe,
} from './pwa-update-state';
import './update-prompt.css';

/** Offers the waiting new version (DESIGN "Offline and installability"), in Spanish. */
export function UpdatePrompt() {
  const { updateReady } = useSyncExternalStore(pwaUpdateSubscribe, pwaUpdateSnapshot);
  if (!updateReady) return null;
  return (
    <aside className="update-prompt" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text" className="update-prompt__text" role="status">
        Hay una nueva versión disponible.
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="update-prompt__later" onClick={pwaUpdateDismiss}>
          Más tarde
        </button>
        <button type="button" className="button" onClick={pwaUpdateApply}>
          Actualizar
        </button>
      </div>
    </aside>
  );
}
