import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { completeLastOrdersQuery } from '../../api/cliente/get-complete-last-orders';
import { orderByHashQueryOptions } from '../../api/order/order-by-hash';
import { useSessionAccount } from '../../api/use-logged-in';
import { ordersAccountSet, ordersAccountStore } from '../../stores/orders-account';
import type { OrderDetail } from '../../api/order/order-by-hash';
import type { RememberedOrder } from '../../stores/orders';

/** What finds the listed orders again (the list is read at `at`). */
const rememberedOf = (data: readonly OrderDetail[], at: number): RememberedOrder[] =>
  data.map((order) => ({
    id: order.id,
    hash: order.hash,
    createdAt: at,
    deliveryType: order.deliveryType,
  }));

/** The account's orders as known now, and whether they are still being read for the first time. */
interface AccountOrders {
  orders: readonly RememberedOrder[];
  /** logged in and the account's list neither kept on the device nor answered yet */
  loading: boolean;
}

/**
 * §3.6 / §6 the logged-in customer's orders from every device. The answer is not kept on
 * the device as such (['cliente', …] queries never are): each order goes into the query
 * cache by its hash, which is kept, as a guest's orders are, and the list of what to find
 * there into ordersAccountStore, under the account. So reopened offline, /orders shows the
 * orders as last read; after a login (or a session that became another customer's) only
 * that account's orders show, read at once. A guest has none.
 */
export function useAccountOrders(): AccountOrders {
  const account = useSessionAccount();
  const queryClient = useQueryClient();
  const query = useQuery(completeLastOrdersQuery(account));
  const { data, dataUpdatedAt } = query;
  const kept = useSnapshot(ordersAccountStore);

  useEffect(() => {
    if (!data || account === null) return;
    for (const order of data) {
      queryClient.setQueryData(orderByHashQueryOptions(order.hash).queryKey, order, {
        updatedAt: dataUpdatedAt,
      });
    }
    ordersAccountSet(account, rememberedOf(data, dataUpdatedAt));
  }, [account, data, dataUpdatedAt, queryClient]);

  if (account === null) return { orders: [], loading: false };
  // the list kept shows only for its own account; another's waits for the answer (kept
  // by the effect above, right after the render it arrives in)
  if (kept.account !== account) {
    return { orders: [], loading: data !== undefined || query.fetchStatus === 'fetching' };
  }
  return { orders: kept.orders, loading: false };
}
