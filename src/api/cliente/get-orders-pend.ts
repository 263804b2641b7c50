import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { orderHashIsValid } from '../../domain/order/order-ref';
import { wireAnswer, wireInt, wireList, wireMap, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';

/** §2.3 the account's orders in progress: how many, and their tracker hashes newest first. */
export interface OrdersPending {
  count: number;
  hashes: string[];
}

const hash = wireMap(
  v.pipe(
    v.string(),
    v.check((text) => orderHashIsValid(text.trim())),
  ),
  (text) => text.trim().toLowerCase(),
);

/** §7 cliente/getOrdersPend answer: `cantidad` and `hashes`. */
export const ordersPendSchema = wireAnswer(
  wireMap(
    wireObject({ cantidad: v.pipe(wireInt, v.minValue(0)), hashes: wireList(hash) }),
    ({ cantidad, hashes }): OrdersPending => ({ count: cantidad, hashes }),
  ),
);

/** §7 cliente/getOrdersPend (secure, background): the pending-order count of the avatar. */
export async function getOrdersPend(): Promise<OrdersPending> {
  return apiRequest('cliente/getOrdersPend', {
    secure: true,
    background: true,
    empty: true,
    errorToast: false,
    schema: ordersPendSchema,
  });
}

/** The query key of the pending orders, to ask again after an order is placed. */
export const ORDERS_PEND_KEY = ['cliente', 'getOrdersPend'] as const;

/** §2.3 the avatar's pending orders: asked on focus (§6 as the coupon wallet), fresh 30 s. */
export function ordersPendQuery(loggedIn: boolean) {
  return queryOptions({
    queryKey: ORDERS_PEND_KEY,
    queryFn: getOrdersPend,
    enabled: loggedIn,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
