import { proxy, subscribe } from 'valtio/vanilla';
import type { OrderDeliveryType } from '../domain/order/order-progress';
import { orderIdParse, type OrderId } from '../domain/order/order-id';
import { orderHashIsValid } from '../domain/order/order-ref';
import { localStore } from '../api/browser-storage';

/** §3.9 localStorage key of the guest's orders (the anonymous-orders list). */
export const ORDERS_ANONYMOUS_STORAGE_KEY = 'orders.anonymous';
/** §3.9 localStorage key of the last order's id (the order-check dialog reads it). */
export const ORDER_ID_STORAGE_KEY = 'order.id';
/** §3.9 localStorage key of the last order's tracker hash. */
export const ORDER_TRACKER_STORAGE_KEY = 'order.tracker';

/** Choice: the list keeps the newest orders only, so storage never grows without end. */
export const ORDERS_ANONYMOUS_MAX = 100;

/** §3.6 an order placed on this device, remembered so a guest can find it again. */
export interface RememberedOrder {
  /** the order id (idord) */
  id: OrderId;
  /** the tracker hash (32 lower-case hex), the capability to read the order */
  hash: string;
  /** when it was placed, epoch milliseconds */
  createdAt: number;
  deliveryType: OrderDeliveryType;
}

/** §3.9 the last order placed: what the order-check dialog and the tracker follow. */
export interface CurrentOrder {
  id: OrderId;
  hash: string;
}

export interface OrdersState {
  /** §3.6 the anonymous-orders list, newest first */
  anonymous: RememberedOrder[];
  current: CurrentOrder | null;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function read(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** One stored entry, or null when it is not usable; wire codes DOM/TRA are understood too. */
function entryRestore(raw: unknown): RememberedOrder | null {
  if (!isObject(raw)) return null;
  const id = orderIdParse(raw.id);
  if (id === null || typeof raw.hash !== 'string') return null;
  if (!orderHashIsValid(raw.hash)) return null;
  const created =
    typeof raw.createdAt === 'number'
      ? raw.createdAt
      : typeof raw.createdAt === 'string'
        ? Date.parse(raw.createdAt)
        : Number.NaN;
  const type = raw.deliveryType;
  const deliveryType: OrderDeliveryType | null =
    type === 'home' || type === 'DOM' ? 'home' : type === 'shop' || type === 'TRA' ? 'shop' : null;
  if (deliveryType === null) return null;
  return {
    id,
    hash: raw.hash.toLowerCase(),
    createdAt: Number.isFinite(created) ? created : 0,
    deliveryType,
  };
}

/** Newest first, one entry per id (the first seen wins), at most ORDERS_ANONYMOUS_MAX. */
function listNormalize(entries: readonly RememberedOrder[]): RememberedOrder[] {
  const seen = new Set<number>();
  const unique = entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
  return unique.sort((a, b) => b.id - a.id).slice(0, ORDERS_ANONYMOUS_MAX);
}

/**
 * §3.6 a stored list of orders (the anonymous-orders list, the account's list) read back:
 * newest first, one per id; corrupt storage reads as an empty list.
 */
export function ordersListRestore(raw: string | null): RememberedOrder[] {
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed)) return [];
  return listNormalize(parsed.flatMap((e) => entryRestore(e) ?? []));
}

/** §3.9 the last order read back from its two keys; both must be usable. */
function currentRestore(rawId: string | null, rawHash: string | null): CurrentOrder | null {
  const id = orderIdParse(
    rawId === null || !/^\d+$/.test(rawId.trim()) ? Number.NaN : Number(rawId),
  );
  if (id === null || rawHash === null || !orderHashIsValid(rawHash.trim())) return null;
  return { id, hash: rawHash.trim().toLowerCase() };
}

function load(): OrdersState {
  return {
    anonymous: ordersListRestore(read(ORDERS_ANONYMOUS_STORAGE_KEY)),
    current: currentRestore(read(ORDER_ID_STORAGE_KEY), read(ORDER_TRACKER_STORAGE_KEY)),
  };
}

/**
 * §3.6 / §3.9 the orders store: the guest's anonymous-orders list ('orders.anonymous') and
 * the last order ('order.id', 'order.tracker'), persisted in localStorage and followed
 * across tabs.
 */
export const ordersStore = proxy<OrdersState>(load());

function write(key: string, value: string | null): void {
  const store = localStore();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else if (store.getItem(key) !== value) store.setItem(key, value);
  } catch {
    // storage full or denied: the orders still live in memory
  }
}

subscribe(ordersStore, () => {
  write(ORDERS_ANONYMOUS_STORAGE_KEY, JSON.stringify(ordersStore.anonymous));
  const current = ordersStore.current;
  write(ORDER_ID_STORAGE_KEY, current ? String(current.id) : null);
  write(ORDER_TRACKER_STORAGE_KEY, current ? current.hash : null);
});

// other tabs follow: an order placed in one tab shows in the others' lists
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const key = event.key;
    if (key === null || key === ORDERS_ANONYMOUS_STORAGE_KEY) {
      ordersStore.anonymous = ordersListRestore(read(ORDERS_ANONYMOUS_STORAGE_KEY));
    }
    if (key === null || key === ORDER_ID_STORAGE_KEY || key === ORDER_TRACKER_STORAGE_KEY) {
      ordersStore.current = currentRestore(
        read(ORDER_ID_STORAGE_KEY),
        read(ORDER_TRACKER_STORAGE_KEY),
      );
    }
  });
}

/**
 * §3.6 remember an order placed on this device in the anonymous-orders list (a repeat of
 * the same id replaces it). Ignored when the id or hash is not usable.
 */
export function ordersRemember(entry: RememberedOrder): void {
  const restored = entryRestore(entry);
  if (restored === null) return;
  ordersStore.anonymous = listNormalize([
    restored,
    ...ordersStore.anonymous.filter((e) => e.id !== restored.id),
  ]);
}

/** §3.9 / §4.4 the order just placed: the order-check dialog and the tracker follow it. */
export function orderCurrentSet(order: CurrentOrder): void {
  const hash = order.hash.trim().toLowerCase();
  if (orderIdParse(order.id) === null || !orderHashIsValid(hash)) return;
  ordersStore.current = { id: order.id, hash };
}

/** §4.4 the order-check dialog was closed: forget the last order (the tracker). */
export function orderCurrentClear(): void {
  ordersStore.current = null;
}

const checkListeners = new Set<() => void>();

/**
 * §4.4 launch the order-check dialog's check now (e.g. when a page knows the order may have
 * been placed); the mounted OrderCheckHost listens. No host mounted: nothing happens, and
 * the host checks by itself 3 s after it mounts.
 * @internal no page launches the check yet (the host checks 3 s after it mounts); tests do
 */
export function orderCheckLaunch(): void {
  for (const listener of checkListeners) listener();
}

/** The order-check host's subscription to orderCheckLaunch; returns the unsubscribe. */
export function orderCheckOnLaunch(listener: () => void): () => void {
  checkListeners.add(listener);
  return () => {
    checkListeners.delete(listener);
  };
}
