import { queryOptions } from '@tanstack/react-query';
import { wireAnswer, wireList, wireMap, wireObject } from '../../protocol/wire';
import { orderWireSchema, type OrderDetail } from '../order/order-by-hash';
import { apiRequest } from '../request';

/**
 * §3.6 / §7 cliente/getCompleteLastOrders answer: `ordenes`, the account's orders newest
 * first, each read as cliente/getOrdenHash's order (an order that does not fit is left out).
 */
export const completeLastOrdersSchema = wireAnswer(
  wireMap(wireObject({ ordenes: wireList(orderWireSchema) }), ({ ordenes }) => ordenes),
);

/** §7 cliente/getCompleteLastOrders (secure, background): the account's orders on any device. */
export async function getCompleteLastOrders(): Promise<OrderDetail[]> {
  return apiRequest('cliente/getCompleteLastOrders', {
    secure: true,
    background: true,
    empty: true,
    errorToast: false,
    schema: completeLastOrdersSchema,
  });
}

/**
 * §3.6 the account's orders under ['cliente', 'getCompleteLastOrders'] (like every ['cliente',
 * …] query, never kept on the device: the orders page keeps what it needs by hash). Asked
 * again when the page opens and on focus; fresh 15 s.
 */
export function completeLastOrdersQuery(loggedIn: boolean) {
  return queryOptions({
    queryKey: ['cliente', 'getCompleteLastOrders'] as const,
    queryFn: getCompleteLastOrders,
    enabled: loggedIn,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
