import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useAppBadge } from '../../api/push/use-app-badge';
import { ordersPendQuery } from '../../api/cliente/get-orders-pend';
import { ordersStore } from '../../stores/orders';

/**
 * §2.3 the logged-in customer's pending orders (cliente/getOrdersPend): their tracker hashes,
 * newest first. Asked when the avatar shows, on window focus, and again whenever an order
 * placed on this device joins its orders (checkout, or the outbox sending a queued one).
 */
export function usePendingOrders(): readonly string[] {
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery(ordersPendQuery(true));
  const { anonymous } = useSnapshot(ordersStore);
  const newest = anonymous[0]?.id ?? null;
  const seen = useRef(newest);

  useEffect(() => {
    if (seen.current === newest) return;
    seen.current = newest;
    void refetch();
    void queryClient.invalidateQueries({ queryKey: ['cliente', 'getCompleteLastOrders'] });
  }, [newest, queryClient, refetch]);

  // issue 19: the app badge counts the account's orders in progress (§4.4)
  useAppBadge(data ? data.count : null);
  return data?.hashes ?? [];
}
