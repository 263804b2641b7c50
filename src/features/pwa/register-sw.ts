import { APP_CONFIG } from '../../config';

/**
 * Service-worker registration (DESIGN "Offline and installability") with the browser's own
 * API (decision 007): a new version that has installed and waits is announced to the
 * update prompt, which decides; it never takes over on its own.
 */

export interface PwaUpdateState {
  /** a new version is installed and waits for the customer's go-ahead */
  updateReady: boolean;
}

type Listener = () => void;

let state: PwaUpdateState = { updateReady: false };
const listeners = new Set<Listener>();
let registration: ServiceWorkerRegistration | null = null;

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
  const waiting = registration?.waiting;
  if (!waiting) return;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  // sw/sw.ts answers this message with skipWaiting()
  waiting.postMessage({ type: 'SKIP_WAITING' });
  setState({ updateReady: false });
}

/** 'Más tarde': hide the prompt; the new version activates once every tab is closed. */
export function pwaUpdateDismiss(): void {
  setState({ updateReady: false });
}

/** A new version is waiting once a worker has installed while another one controls the page. */
function announceIfWaiting(reg: ServiceWorkerRegistration): void {
  if (reg.waiting && navigator.serviceWorker.controller) setState({ updateReady: true });
}

async function register(): Promise<void> {
  const reg = await navigator.serviceWorker.register(`${APP_CONFIG.baseUrl}sw.js`);
  registration = reg;
  // one already waiting from an earlier visit, or one found later (our check or the browser's)
  announceIfWaiting(reg);
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announceIfWaiting(reg);
    });
  });
  // a phone keeps the app open for days: look for a new version on each return
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
  });
}

let registerRequested = false;

/** Runs `fn` when the main thread is idle (at the latest after `timeoutMs`). */
function whenIdle(fn: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: timeoutMs });
  else setTimeout(fn, 1000);
}

/**
 * Registers the worker in production builds only (no worker in `npm run dev`), once the
 * page has loaded and is idle: its install downloads the whole app for offline use, which
 * on a weak connection must not compete with the first screen's data and pictures. Call it
 * when the first screen has rendered.
 */
export function registerServiceWorker(): void {
  if (registerRequested || !APP_CONFIG.production || !('serviceWorker' in navigator)) return;
  registerRequested = true;
  const start = () => {
    whenIdle(() => {
      register().catch((error: unknown) => console.warn('Service worker no registrado', error));
    }, 5000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
