/**
 * Issue 19 / decision 037: the contract between the service worker and the app for the
 * statuses pushes bring. The worker writes the latest status per order into an IndexedDB
 * store of its own (never into the app's persisted query cache, which the app rewrites) and
 * tells the open pages on a BroadcastChannel; the tracking page reads and listens. These
 * names live on customers' devices: never renamed. No imports: the worker bundles it.
 */

/** IndexedDB database of the pushed statuses (idb-keyval's createStore). */
export const ORDER_PUSHED_DB = 'order-pushed-status';
/** Its object store: key the tracker hash, value an OrderPushedStatus record. */
export const ORDER_PUSHED_STORE = 'status';
/** The BroadcastChannel on which the worker announces a pushed status. */
export const ORDER_PUSHED_CHANNEL = 'order-pushed-status';

/** What the worker announces: the order whose status a push changed. */
export interface OrderPushedMessage {
  type: 'order-pushed';
  hash: string;
}
