import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { completeLastOrdersQuery } from '../../api/cliente/get-complete-last-orders';
import { orderByHashQueryOptions } from '../../api/order/order-by-hash';
import { useLoggedIn } from '../../api/use-logged-in';
import { ordersAccountSet, ordersAccountStore } from '../../stores/orders-account';
import type { RememberedOrder } from '../../stores/orders';

/**
 * §3.6 / §6 the logged-in customer's orders from every device. The answer is not kept on
 * the device as such (['cliente', …] queries never are): each order goes into the query
 * cache by its hash, which is kept, as a guest's orders are, and the list of what to find
 * there into ordersAccountStore. So reopened offline, /orders shows the orders as last read.
 * A guest has none.
 */
export function useAccountOrders(): readonly RememberedOrder[] {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery(completeLastOrdersQuery(loggedIn));
  const { orders } = useSnapshot(ordersAccountStore);

  useEffect(() => {
    if (!data) return;
    for (const order of data) {
      queryClient.setQueryData(orderByHashQueryOptions(order.hash).queryKey, order, {
        updatedAt: dataUpdatedAt,
      });
    }
    ordersAccountSet(
      data.map((order) => ({
        id: order.id,
        hash: order.hash,
        createdAt: dataUpdatedAt,
        deliveryType: order.deliveryType,
      })),
    );
  }, [data, dataUpdatedAt, queryClient]);

  return loggedIn ? orders : [];
}
