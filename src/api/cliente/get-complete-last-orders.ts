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
 * §3.6 the orders of `account` (the token's subject; null for a guest, who has none) under
 * ['cliente', 'getCompleteLastOrders', account]: keyed by the account, so an answer for one
 * customer is never another's (like every ['cliente', …] query, never kept on the device: the
 * orders page keeps what it needs by hash). Asked again when the page opens and on focus;
 * fresh 15 s.
 */
export function completeLastOrdersQuery(account: string | null) {
  return queryOptions({
    queryKey: ['cliente', 'getCompleteLastOrders', account] as const,
    queryFn: getCompleteLastOrders,
    enabled: account !== null,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
