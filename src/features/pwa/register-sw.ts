import { APP_CONFIG } from '../../config';

let registerRequested = false;

/** Runs `fn` when the main thread is idle (at the latest after `timeoutMs`). */
function whenIdle(fn: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: timeoutMs });
  else setTimeout(fn, 1000);
}

/**
 * Registers the worker (DESIGN "Offline and installability") in production builds only (no
 * worker in `npm run dev`), once the page has loaded and is idle: its install downloads the
 * whole app for offline use, which on a weak connection must not compete with the first
 * screen's data and pictures. The lifecycle and workbox-window load only then (decision
 * 023). Call it when the first screen has rendered.
 */
export function registerServiceWorker(): void {
  if (registerRequested || !APP_CONFIG.production || !('serviceWorker' in navigator)) return;
  registerRequested = true;
  const start = () => {
    whenIdle(() => {
      import('./sw-lifecycle')
        .then(({ swLifecycleRegister }) => swLifecycleRegister(`${APP_CONFIG.baseUrl}sw.js`))
        .catch((error: unknown) => console.warn('Service worker no registrado', error));
    }, 5000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
