import { OUTBOX_CHANGED_MESSAGE, OUTBOX_PENDING_KEY, outboxNeedsPage } from './outbox-entry';

/**
 * DESIGN "Offline and installability": the start-up side of the order outbox, kept tiny.
 * It reads one localStorage flag and loads the queue (IndexedDB, the save call) only when
 * an order waits, or later when the connection returns, the worker asks, or one is queued.
 */

/** Cheap: true when queued orders may need this page (the 'outbox.pending' flag). */
export async function outboxMaybePending(): Promise<boolean> {
  let flag: string | null;
  try {
    flag = localStorage.getItem(OUTBOX_PENDING_KEY);
  } catch {
    // storage denied: only the database can tell
    const { outboxList } = await import('./outbox-queue');
    return (await outboxList()).some(outboxNeedsPage);
  }
  return flag !== null && Number(flag) > 0;
}

let booted = false;

/**
 * App start: starts the outbox (./outbox-start) now when an order waits; otherwise waits
 * for the `online` event, a worker message or an order queued in this tab, and checks again.
 */
export function outboxBoot(): void {
  if (booted || typeof window === 'undefined') return;
  booted = true;
  let started = false;
  const check = () => {
    if (started) return;
    void outboxMaybePending().then(async (pending) => {
      if (!pending || started) return;
      started = true;
      window.removeEventListener('online', check);
      window.removeEventListener(OUTBOX_CHANGED_MESSAGE, check);
      const { outboxStart } = await import('./outbox-start');
      outboxStart();
    });
  };
  window.addEventListener('online', check);
  window.addEventListener(OUTBOX_CHANGED_MESSAGE, check);
  // the worker asks for a send, or confirmed an order this page has to remember; the check
  // only reads the flag, so any message of the worker may cause it
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('message', check);
  check();
}
