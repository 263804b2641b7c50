/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG, outboxWorkerSync } from '../src/outbox/outbox-worker';

/**
 * DESIGN "Offline and installability": the worker's wiring of the Background Sync
 * 'order-outbox' tag; what a sync does is the outbox's (src/outbox/outbox-worker.ts).
 */

declare let self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Listener for the worker's `sync` event. */
export function outboxSyncHandle(event: Event): void {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(outboxWorkerSync(self.clients, (url, init) => fetch(url, init)));
}
