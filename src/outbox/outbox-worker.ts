import { OUTBOX_CHANGED_MESSAGE, OUTBOX_FLUSH_MESSAGE } from './outbox-entry';
import { outboxSyncSend, type OutboxFetch } from './outbox-replay';

/**
 * DESIGN "Offline and installability": what the service worker does when Background Sync
 * fires the 'order-outbox' tag, and the one module of the outbox the worker imports (the
 * wall in eslint.config.js). An open window sends the queue itself (fresh key and token);
 * with none open the worker sends the prepared requests (./outbox-replay), and fails while
 * orders wait and the network failed, so the browser tries again later. The worker's
 * globals come in as arguments: the app and the worker both compile this file, and tests
 * run it in Node.
 */

export { OUTBOX_SYNC_TAG } from './outbox-entry';

/** A window of the app, as far as the worker speaks to it. */
interface OutboxWindow {
  postMessage(message: unknown): void;
}

/** The worker's `self.clients`, as far as the sync uses it. */
export interface OutboxWindows {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: true;
  }): Promise<ReadonlyArray<OutboxWindow>>;
}

const windowsOf = (clients: OutboxWindows) =>
  clients.matchAll({ type: 'window', includeUncontrolled: true });

/**
 * One Background Sync of the queue: asks the open windows to send it, or sends it from the
 * worker and tells any window opened meanwhile. Rejects while orders wait after a network
 * failure (the browser's cue to fire the sync again later).
 */
export async function outboxWorkerSync(
  clients: OutboxWindows,
  fetchFn: OutboxFetch,
): Promise<void> {
  const windows = await windowsOf(clients);
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: OUTBOX_FLUSH_MESSAGE });
    return;
  }
  const result = await outboxSyncSend(fetchFn);
  if (result.confirmed > 0) {
    // a window opened meanwhile reads the queue again
    for (const client of await windowsOf(clients)) {
      client.postMessage({ type: OUTBOX_CHANGED_MESSAGE });
    }
  }
  if (result.networkFailed && result.unsent > 0) {
    throw new Error(`${result.unsent} pedido(s) en cola sin enviar: se reintentará`);
  }
}
