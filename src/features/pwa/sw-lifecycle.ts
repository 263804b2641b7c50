import { Workbox } from 'workbox-window';
import { pwaUpdateOffer } from './pwa-update-state';

/** What the lifecycle needs from the page besides the worker (the browser's, or a test's). */
export interface SwLifecyclePage {
  /** whether a worker controls the page now: a worker that waits then is an update */
  controlled(): boolean;
  reload(): void;
  /** calls `listener` each time the app comes back to the foreground */
  onForeground(listener: () => void): void;
  /** runs `task` once, `ms` from now */
  later(task: () => void, ms: number): void;
}

/**
 * After 'Actualizar', the new version is asked again this often while it has not taken
 * over, SKIP_WAITING_TRIES times in all; then the page reloads. Chromium leaves a new worker
 * parked in 'waiting' when a request of the page (a banner's next picture) reaches the old
 * one just as the new one activates: asked again, it activates; the reload is the last resort,
 * so that 'Actualizar' never does nothing.
 */
export const SKIP_WAITING_RETRY_MS = 2000;
export const SKIP_WAITING_TRIES = 3;

/**
 * The service-worker lifecycle with workbox-window (decision 023): a new version that has
 * installed and waits is offered to the update prompt and never takes over on its own;
 * 'Actualizar' asks it to (`{ type: 'SKIP_WAITING' }`, which sw/sw.ts answers) and the page
 * reloads once when it controls. A first install also takes control (the worker claims its
 * clients) and reloads nothing; nor does a version another tab let in, until this tab's
 * customer says 'Actualizar' (then it only reloads).
 */
export async function swLifecycleStart(workbox: Workbox, page: SwLifecyclePage): Promise<void> {
  let asked = false;
  let reloaded = false;
  // the new version took control without this tab asking: another tab's 'Actualizar'
  let alreadyControls = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    page.reload();
  };
  workbox.addEventListener('waiting', () => {
    if (!page.controlled()) return;
    alreadyControls = false;
    pwaUpdateOffer(() => {
      if (alreadyControls) return reloadOnce();
      asked = true;
      let tries = 1;
      const askAgain = () => {
        if (reloaded) return;
        if (tries >= SKIP_WAITING_TRIES) return reloadOnce();
        tries += 1;
        workbox.messageSkipWaiting();
        page.later(askAgain, SKIP_WAITING_RETRY_MS);
      };
      workbox.messageSkipWaiting();
      page.later(askAgain, SKIP_WAITING_RETRY_MS);
    });
  });
  workbox.addEventListener('controlling', () => {
    if (asked) reloadOnce();
    else alreadyControls = true;
  });
  // the caller has waited for the load event and idle time already
  await workbox.register({ immediate: true });
  // a phone keeps the app open for days: look for a new version on each return
  page.onForeground(() => void workbox.update().catch(() => undefined));
}

/** The browser's page for swLifecycleStart. */
const browserPage: SwLifecyclePage = {
  controlled: () => navigator.serviceWorker.controller !== null,
  reload: () => window.location.reload(),
  onForeground: (listener) =>
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') listener();
    }),
  later: (task, ms) => void setTimeout(task, ms),
};

/** Registers `scriptUrl` and runs its lifecycle in this page. */
export function swLifecycleRegister(scriptUrl: string): Promise<void> {
  return swLifecycleStart(new Workbox(scriptUrl), browserPage);
}
