import { proxy, subscribe } from 'valtio/vanilla';
import { ordersListRestore, type RememberedOrder } from './orders';
import { localStore } from '../api/browser-storage';

/** localStorage key of the logged-in customer's orders (from any device) last read. */
export const ORDERS_ACCOUNT_STORAGE_KEY = 'orders.account';

function load(): RememberedOrder[] {
  try {
    return ordersListRestore(localStore()?.getItem(ORDERS_ACCOUNT_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/**
 * §3.6 / §6 the logged-in customer's orders from every device as cliente/getCompleteLastOrders
 * last listed them: only what finds them again (id, tracker hash, type, date). Kept on the
 * device so /orders shows them offline (each order's last state is in the query cache by
 * hash, as a guest's are); a logout clears it (§4.1).
 */
export const ordersAccountStore = proxy<{ orders: RememberedOrder[] }>({ orders: load() });

subscribe(ordersAccountStore, () => {
  try {
    const store = localStore();
    if (ordersAccountStore.orders.length === 0) store?.removeItem(ORDERS_ACCOUNT_STORAGE_KEY);
    else store?.setItem(ORDERS_ACCOUNT_STORAGE_KEY, JSON.stringify(ordersAccountStore.orders));
  } catch {
    // storage full or denied: the list still lives in memory
  }
});

/** §3.6 the account's orders as the server just listed them (replacing the last list). */
export function ordersAccountSet(orders: readonly RememberedOrder[]): void {
  ordersAccountStore.orders = ordersListRestore(JSON.stringify(orders));
}

/** §4.1 logout: the account's orders leave the device. */
export function ordersAccountClear(): void {
  ordersAccountStore.orders = [];
}
