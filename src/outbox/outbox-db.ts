import { createStore, del, promisifyRequest, values, type UseStore } from 'idb-keyval';
import {
  OUTBOX_CHANGED_MESSAGE,
  OUTBOX_CHANNEL,
  OUTBOX_DB,
  OUTBOX_PENDING_KEY,
  OUTBOX_STORE,
  outboxNeedsPage,
  type OutboxRecord,
} from './outbox-entry';

/**
 * DESIGN "Offline and installability": the order queue's IndexedDB access and its change
 * signals: this tab's listeners, other tabs (BroadcastChannel), the service worker's
 * messages, and the 'outbox.pending' flag start-up reads instead of opening the database.
 */

let store: UseStore | null = null;
const db = (): UseStore => (store ??= createStore(OUTBOX_DB, OUTBOX_STORE));

/** Every entry, oldest first. */
export async function outboxRead<E extends OutboxRecord>(): Promise<E[]> {
  const all = await values<E>(db());
  return all.sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
}

/**
 * Reads, changes and writes one entry in a single transaction (tabs and the worker never
 * interleave). `fn` returns the new entry, or undefined to leave it as it is.
 */
export function outboxChange<E extends OutboxRecord>(
  key: string,
  fn: (old: E | undefined) => E | undefined,
): Promise<E | undefined> {
  return db()(
    'readwrite',
    (os) =>
      new Promise<E | undefined>((resolve, reject) => {
        const request = os.get(key);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
        request.onsuccess = () => {
          const next = fn(request.result as E | undefined);
          if (next !== undefined) os.put(next, key);
          promisifyRequest(os.transaction).then(() => resolve(next), reject);
        };
      }),
  );
}

/** Removes one entry. */
export function outboxDelete(key: string): Promise<void> {
  return del(key, db());
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let remoteWired = false;

const emit = () => {
  for (const listener of listeners) listener();
};

const isChangedMessage = (data: unknown): boolean =>
  data === OUTBOX_CHANGED_MESSAGE ||
  (typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === OUTBOX_CHANGED_MESSAGE);

/** Other tabs and the service worker tell this tab about their changes. */
function wireRemote(): void {
  if (remoteWired) return;
  remoteWired = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (isChangedMessage(event.data)) emit();
    };
  }
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      if (isChangedMessage(event.data)) emit();
    });
  }
}

/** Calls `listener` on every change of the queue (this tab, other tabs, the worker). */
export function outboxListen(listener: () => void): () => void {
  wireRemote();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function flagWrite(count: number): void {
  try {
    if (count > 0) localStorage.setItem(OUTBOX_PENDING_KEY, String(count));
    else localStorage.removeItem(OUTBOX_PENDING_KEY);
  } catch {
    // storage denied: start-up then looks at IndexedDB itself
  }
}

/**
 * After a write in this tab: keeps the 'outbox.pending' flag equal to the entries that need
 * the page, tells this tab's listeners, other tabs, and (as a window event) the start-up
 * module, which imports nothing of the queue.
 */
export async function outboxChanged(): Promise<void> {
  flagWrite((await outboxRead()).filter(outboxNeedsPage).length);
  wireRemote();
  channel?.postMessage(OUTBOX_CHANGED_MESSAGE);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_CHANGED_MESSAGE));
  emit();
}
