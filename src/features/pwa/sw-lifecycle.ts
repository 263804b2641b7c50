import { Workbox } from 'workbox-window';
import { pwaUpdateOffer } from './pwa-update-state';

/** What the lifecycle needs from the page besides the worker (the browser's, or a test's). */
export interface SwLifecyclePage {
  /** whether a worker controls the page now: a worker that waits then is an update */
  controlled(): boolean;
  reload(): void;
  /** calls `listener` each time the app comes back to the foreground */
  onForeground(listener: () => void): void;
}

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
      workbox.messageSkipWaiting();
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
};

/** Registers `scriptUrl` and runs its lifecycle in this page. */
export function swLifecycleRegister(scriptUrl: string): Promise<void> {
  return swLifecycleStart(new Workbox(scriptUrl), browserPage);
}
