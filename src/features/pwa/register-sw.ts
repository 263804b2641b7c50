import type { Workbox } from 'workbox-window';

/**
 * Service-worker registration (DESIGN "Offline and installability"). It starts after the
 * page's load event and loads workbox-window on demand, so the first render never waits
 * for it. A waiting new version is announced to the update prompt, which decides.
 */

export interface PwaUpdateState {
  /** a new version is installed and waits for the customer's go-ahead */
  updateReady: boolean;
}

type Listener = () => void;

let state: PwaUpdateState = { updateReady: false };
const listeners = new Set<Listener>();
let workbox: Workbox | null = null;

function setState(next: PwaUpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function pwaUpdateSubscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pwaUpdateSnapshot(): PwaUpdateState {
  return state;
}

/** 'Actualizar': the waiting worker takes over, then the page reloads once. */
export function pwaUpdateApply(): void {
  if (!workbox) return;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  workbox.messageSkipWaiting();
  setState({ updateReady: false });
}

/** 'Más tarde': hide the prompt; the new version activates once every tab is closed. */
export function pwaUpdateDismiss(): void {
  setState({ updateReady: false });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
  workbox = wb;
  wb.addEventListener('waiting', () => setState({ updateReady: true }));
  await wb.register();
  // a phone keeps the app open for days: look for a new version on each return
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
}

/** Registers the worker in production builds only (no worker in `npm run dev`). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    register().catch((error: unknown) => console.warn('Service worker no registrado', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
