import { APP_CONFIG } from '../../config';
import type { MenuProduct } from '../../domain/menu';

let registerRequested = false;
let warmRequested = false;

/** Runs `fn` when the main thread is idle (at the latest after `timeoutMs`). */
function whenIdle(fn: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: timeoutMs });
  else setTimeout(fn, 1000);
}

/** Runs `fn` once the page has loaded and the main thread is idle. */
function afterLoadWhenIdle(fn: () => void, timeoutMs: number): void {
  const start = () => whenIdle(fn, timeoutMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
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
  afterLoadWhenIdle(() => {
    import('./sw-lifecycle')
      .then(({ swLifecycleRegister }) => swLifecycleRegister(`${APP_CONFIG.baseUrl}sw.js`))
      .catch((error: unknown) => console.warn('Service worker no registrado', error));
  }, 5000);
}

/**
 * Once the menu has loaded and the page is idle, fetches its thumbnails for offline use
 * (./thumbnails-warm, loaded only then: nothing of it is in the first load). `products`
 * answers the menu's products, if it has loaded. Production builds only, as the worker.
 */
export function thumbnailsWarmSoon(
  products: () => readonly Pick<MenuProduct, 'images'>[] | undefined,
): void {
  if (warmRequested || !APP_CONFIG.production || !('serviceWorker' in navigator)) return;
  if (!('caches' in window)) return;
  warmRequested = true;
  afterLoadWhenIdle(() => {
    const list = products();
    if (!list) return;
    import('./thumbnails-warm')
      .then(({ thumbnailsWarmStart }) => thumbnailsWarmStart(list))
      .catch(() => undefined);
  }, 10_000);
}
