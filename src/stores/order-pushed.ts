import { createStore, get, type UseStore } from 'idb-keyval';
import { orderPushedStatusRead, type OrderPushedStatus } from '../domain/order/order-pushed-status';
import {
  ORDER_PUSHED_CHANNEL,
  ORDER_PUSHED_DB,
  ORDER_PUSHED_STORE,
  type OrderPushedMessage,
} from './order-pushed-entry';

/**
 * Issue 19 / decision 037: the app's side of the pushed statuses the service worker keeps
 * (./order-pushed-entry.ts): read one order's, and follow new ones while a page is open.
 */

let store: UseStore | null = null;

function pushedStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(ORDER_PUSHED_DB, ORDER_PUSHED_STORE);
  return store;
}

/** The latest pushed status of the order with this tracker hash; null when none (or unreadable). */
export async function orderPushedRead(hash: string): Promise<OrderPushedStatus | null> {
  const db = pushedStore();
  if (db === null) return null;
  try {
    const record = orderPushedStatusRead(await get(hash.toLowerCase(), db));
    return record !== null && record.hash === hash.toLowerCase() ? record : null;
  } catch {
    return null;
  }
}

const isPushedMessage = (data: unknown): data is OrderPushedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'order-pushed' &&
  typeof (data as { hash?: unknown }).hash === 'string';

/**
 * Calls `listener` with the tracker hash of each order a push changes while the page is
 * open (the worker's BroadcastChannel); returns the unsubscribe. Nothing where
 * BroadcastChannel does not exist.
 */
export function orderPushedFollow(listener: (hash: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(ORDER_PUSHED_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (isPushedMessage(data)) listener(data.hash.toLowerCase());
  };
  return () => channel.close();
}
