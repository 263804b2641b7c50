import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import type { OrderDetail } from '../../api/order/order-by-hash';
import {
  orderStatusWithPushed,
  type OrderPushedStatus,
} from '../../domain/order/order-pushed-status';
import { orderPushedFollow, orderPushedRead } from '../../stores/order-pushed';

/**
 * Issue 19 / decision 037: the order as the screen shows it, with the status a push brought
 * after the cached copy was read (kept by the service worker, also offline). While the page
 * is open a new push updates it at once and, online, asks the server again.
 * `readAt` is the query's dataUpdatedAt (device clock), compared on the server's clock.
 */
export function useOrderWithPushed(order: OrderDetail, readAt: number): OrderDetail {
  const queryClient = useQueryClient();
  const offset = useQuery(serverTimeQueryOptions()).data?.offsetMs ?? 0;
  const [pushed, setPushed] = useState<OrderPushedStatus | null>(null);
  const hash = order.hash.toLowerCase();

  useEffect(() => {
    let live = true;
    const read = () => {
      void orderPushedRead(hash).then((record) => {
        if (live) setPushed(record);
      });
    };
    read();
    const stop = orderPushedFollow((pushedHash) => {
      if (pushedHash !== hash) return;
      read();
      void queryClient.invalidateQueries({ queryKey: ['orders', 'hash', hash] });
    });
    return () => {
      live = false;
      stop();
    };
  }, [hash, queryClient]);

  const status = orderStatusWithPushed(
    { id: order.id, status: order.status, readAt: readAt + offset },
    pushed,
  );
  return status === order.status ? order : { ...order, status };
}
