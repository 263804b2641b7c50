import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { orderByHashQueryOptions, type OrderDetail } from '../../api/order/order-by-hash';
import { orderDateKey } from '../../domain/order/order-date';
import { orderListMerge, type OrderListKnown } from '../../domain/order/order-list';
import { ordersStore, type RememberedOrder } from '../../stores/orders';
import { useAccountOrders } from './use-account-orders';
import { useOutboxEntries } from './use-outbox-entries';
import { useServerToday } from './use-server-today';

/** An order the list knows, with its detail as last read and whether its card waits for it. */
export interface ListedOrder extends OrderListKnown {
  order: RememberedOrder;
  detail: OrderDetail | null;
  loading: boolean;
}

/** A known order as its query left it. */
function listedOrderOf(
  order: RememberedOrder,
  result: UseQueryResult<OrderDetail | null> | undefined,
): ListedOrder {
  const detail = result?.data ?? null;
  const entry =
    detail === null
      ? null
      : {
          id: detail.id,
          status: detail.status,
          deliveryType: detail.deliveryType,
          date: orderDateKey(detail.dateTime) ?? '',
        };
  // a card waits for its first answer; offline without a copy it shows what is known
  const loading = result === undefined || (result.isPending && result.fetchStatus === 'fetching');
  return { id: order.id, entry, order, detail, loading };
}

/**
 * §4.4 / §6 the orders 'Mis pedidos' lists: the account's and this device's (each asked for
 * once) and the queued ones, grouped by orderListMerge.
 */
export function useOrdersList() {
  const { anonymous } = useSnapshot(ordersStore);
  const { orders: account, loading } = useAccountOrders();
  const outbox = useOutboxEntries();
  const today = useServerToday();
  // one query per order: a guest order of this device the account lists too is asked once
  const inAccount = new Set<number>(account.map((o) => o.id));
  const known = [...account, ...anonymous.filter((o) => !inAccount.has(o.id))];
  const results = useQueries({
    queries: known.map((o) => orderByHashQueryOptions(o.hash)),
  });
  const listed = known.map((order, i) => listedOrderOf(order, results[i]));
  const groups = orderListMerge(
    {
      account: listed.slice(0, account.length),
      device: listed.slice(account.length),
      queued: outbox.map((entry) => ({
        entry,
        orderId: entry.answer?.orderId ?? null,
        createdAt: entry.createdAt,
      })),
    },
    today,
  );
  return {
    /** the account's list is being read for the first time: not yet known to be empty */
    loading,
    known,
    listed,
    current: groups.current,
    past: groups.past,
    queued: groups.queued.map((q) => q.entry),
  };
}
