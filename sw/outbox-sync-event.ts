/// <reference lib="webworker" />
import {
  OUTBOX_CHANGED_MESSAGE,
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_SYNC_TAG,
} from '../src/stores/order-outbox-entry';
import { outboxSyncSend } from './outbox-sync';

/**
 * DESIGN "Offline and installability": the Background Sync 'order-outbox' tag. An open
 * window sends the queue itself (fresh key and token); with none open the worker sends the
 * prepared requests, and throws while orders wait and the network failed, so the browser
 * tries again later.
 */

declare let self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function outboxSync(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: OUTBOX_FLUSH_MESSAGE });
    return;
  }
  const result = await outboxSyncSend((url, init) => fetch(url, init));
  if (result.confirmed > 0) {
    // a window opened meanwhile reads the queue again
    const opened = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of opened) client.postMessage({ type: OUTBOX_CHANGED_MESSAGE });
  }
  if (result.networkFailed && result.unsent > 0) {
    throw new Error(`${result.unsent} pedido(s) en cola sin enviar: se reintentará`);
  }
}

/** Listener for the worker's `sync` event. */
export function outboxSyncHandle(event: Event): void {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(outboxSync());
}
