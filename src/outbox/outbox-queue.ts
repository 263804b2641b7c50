import type { OrderSaveBody } from '../protocol/order-body';
import { outboxChange, outboxChanged, outboxDelete, outboxListen, outboxRead } from './outbox-db';
import { OUTBOX_LOCK, OUTBOX_SYNC_TAG } from './outbox-entry';
import type { OutboxEntry } from './outbox-queued';
import { outboxPrepare } from './outbox-prepare';

/**
 * DESIGN "Offline and installability" (contract: ./outbox-entry.ts): orders placed without a
 * connection wait in IndexedDB under their idempotency key and are sent once the device is
 * back online; the server answers every repeat of a key with its first result, so a queued
 * order is never placed twice and never lost.
 */

interface SyncRegistration {
  sync: { register(tag: string): Promise<void> };
}

/** Background Sync where the browser has it: the worker sends even with the app closed. */
function syncRegister(): void {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  if (!('sync' in ServiceWorkerRegistration.prototype)) return;
  void navigator.serviceWorker.ready
    .then((reg) =>
      (reg as ServiceWorkerRegistration & SyncRegistration).sync.register(OUTBOX_SYNC_TAG),
    )
    .catch(() => undefined);
}

/**
 * §4.3 queue an order that could not be sent (cash or pickup, no connection). Adding a key
 * already queued keeps the queued entry as it is. Resolves once the entry is stored.
 */
export async function outboxAdd(body: OrderSaveBody): Promise<OutboxEntry> {
  // plain data only: the body may hold store proxies, which IndexedDB cannot clone
  const plain = JSON.parse(JSON.stringify(body)) as OrderSaveBody;
  const key = plain.orden.idempotencia;
  const prepared = await outboxPrepare(plain);
  const fresh: OutboxEntry = { key, body: plain, createdAt: Date.now(), state: 'pendiente' };
  if (prepared) fresh.prepared = prepared;
  let stored: OutboxEntry = fresh;
  await outboxChange<OutboxEntry>(key, (old) => {
    if (old) stored = old;
    return old ? undefined : fresh;
  });
  await outboxChanged();
  syncRegister();
  return stored;
}

/** The queue, oldest first: unsent, confirmed and refused orders. */
export function outboxList(): Promise<OutboxEntry[]> {
  return outboxRead<OutboxEntry>();
}

/** Calls `listener` on every change of the queue (this tab, other tabs, the worker). */
export function outboxSubscribe(listener: () => void): () => void {
  return outboxListen(listener);
}

/**
 * Dismisses a refused order, or a confirmed one already in the customer's orders; an order
 * not sent yet is never dropped. True when it was removed.
 */
export async function outboxRemove(key: string): Promise<boolean> {
  const entry = (await outboxList()).find((e) => e.key === key);
  const removable =
    entry !== undefined &&
    (entry.state === 'rechazado' || (entry.state === 'confirmado' && entry.remembered === true));
  if (!removable) return false;
  await outboxDelete(key);
  await outboxChanged();
  return true;
}

/**
 * The confirmed and refused orders not yet told to the customer, marked as told: each one
 * is returned to one caller only, whichever tab asks first.
 */
export async function outboxClaimOutcomes(): Promise<OutboxEntry[]> {
  const claimed: OutboxEntry[] = [];
  for (const entry of await outboxList()) {
    if (entry.announced || (entry.state !== 'confirmado' && entry.state !== 'rechazado')) continue;
    await outboxChange<OutboxEntry>(entry.key, (old) => {
      if (!old || old.announced || old.state !== entry.state) return undefined;
      claimed.push(old);
      return { ...old, announced: true };
    });
  }
  if (claimed.length > 0) await outboxChanged();
  return claimed;
}

let flushing: Promise<void> | null = null;

async function flushLocked(): Promise<void> {
  const { outboxSendAll } = await import('./outbox-send');
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request(OUTBOX_LOCK, () => outboxSendAll());
  else await outboxSendAll();
}

/**
 * Sends the unsent orders oldest first, one flush at a time in this tab (a call during a
 * flush joins it) and across tabs (Web Locks). '00' confirms and remembers the order, a
 * refusal keeps its message, a network failure leaves the rest for later.
 */
export function outboxFlush(): Promise<void> {
  flushing ??= flushLocked().finally(() => {
    flushing = null;
  });
  return flushing;
}
