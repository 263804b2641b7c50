import { proxy, subscribe } from 'valtio/vanilla';
import { ordersListRestore, type RememberedOrder } from './orders';
import { localStore } from '../api/browser-storage';

/** localStorage key of the logged-in customer's orders (from any device) last read. */
export const ORDERS_ACCOUNT_STORAGE_KEY = 'orders.account';

/** The account's orders as last listed, with the account they are of. */
interface OrdersAccountState {
  /** the account (its token's subject) the list is of; null when none was read */
  account: string | null;
  orders: RememberedOrder[];
}

function load(): OrdersAccountState {
  try {
    const raw = localStore()?.getItem(ORDERS_ACCOUNT_STORAGE_KEY) ?? null;
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    const record = (parsed ?? {}) as { account?: unknown; orders?: unknown };
    // a list kept without its account (an older version) is nobody's: read again
    if (typeof record.account !== 'string') return { account: null, orders: [] };
    return {
      account: record.account,
      orders: ordersListRestore(JSON.stringify(record.orders ?? null)),
    };
  } catch {
    return { account: null, orders: [] };
  }
}

/**
 * §3.6 / §6 the logged-in customer's orders from every device as cliente/getCompleteLastOrders
 * last listed them: only what finds them again (id, tracker hash, type, date), under the
 * account they are of, so another customer who logs in on this device never sees them. Kept
 * on the device so /orders shows them offline (each order's last state is in the query cache
 * by hash, as a guest's are); a logout clears it (§4.1).
 */
export const ordersAccountStore = proxy<OrdersAccountState>(load());

subscribe(ordersAccountStore, () => {
  try {
    const store = localStore();
    const { account, orders } = ordersAccountStore;
    if (account === null || orders.length === 0) store?.removeItem(ORDERS_ACCOUNT_STORAGE_KEY);
    else store?.setItem(ORDERS_ACCOUNT_STORAGE_KEY, JSON.stringify({ account, orders }));
  } catch {
    // storage full or denied: the list still lives in memory
  }
});

/** §3.6 the account's orders as the server just listed them (replacing the last list). */
export function ordersAccountSet(account: string, orders: readonly RememberedOrder[]): void {
  ordersAccountStore.account = account;
  ordersAccountStore.orders = ordersListRestore(JSON.stringify(orders));
}

/** §4.1 logout: the account's orders leave the device. */
export function ordersAccountClear(): void {
  ordersAccountStore.account = null;
  ordersAccountStore.orders = [];
}
