import { createStore, get, set, type UseStore } from 'idb-keyval';
import {
  orderPushedStatusNewer,
  orderPushedStatusRead,
  type OrderPushedStatus,
} from '../src/domain/order/order-pushed-status';
import {
  ORDER_PUSHED_CHANNEL,
  ORDER_PUSHED_DB,
  ORDER_PUSHED_STORE,
  type OrderPushedMessage,
} from '../src/stores/order-pushed-entry';

/**
 * Issue 19 / decision 037: the worker keeps the latest pushed status of each order in its
 * own IndexedDB store (never the app's persisted query cache, which the app rewrites as a
 * whole), so the tracking page opens current, also offline, and tells open pages.
 */

let store: UseStore | null = null;

/** Keeps `incoming` unless a newer push of the same order is kept already; tells open pages. */
export async function orderPushedWrite(incoming: OrderPushedStatus): Promise<void> {
  store ??= createStore(ORDER_PUSHED_DB, ORDER_PUSHED_STORE);
  const kept = orderPushedStatusRead(await get(incoming.hash, store));
  const newer = orderPushedStatusNewer(kept, incoming);
  if (newer !== kept) await set(incoming.hash, newer, store);
  const channel = new BroadcastChannel(ORDER_PUSHED_CHANNEL);
  const message: OrderPushedMessage = { type: 'order-pushed', hash: incoming.hash };
  channel.postMessage(message);
  channel.close();
}
