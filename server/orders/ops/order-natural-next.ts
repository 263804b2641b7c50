import {
  orderStatusNext,
  orderStatusParse,
  type OrderStatus,
} from '../../../src/domain/order/order-status.ts';

/**
 * Issue 6 operations: the path an order normally takes. Home delivery goes through the
 * driver (PEN→INI→LLE→DES→LLC→ENT→FIN); pickup (TRA) skips the driver (PEN→INI→ENT→FIN).
 */

export type DeliveryType = 'TRA' | 'DOM';

const PATHS: Readonly<Record<DeliveryType, readonly OrderStatus[]>> = {
  DOM: ['PEN', 'INI', 'LLE', 'DES', 'LLC', 'ENT', 'FIN'],
  TRA: ['PEN', 'INI', 'ENT', 'FIN'],
};

/** Statuses only a delivery with a driver goes through (§4.4). */
export const DRIVER_STATUSES: readonly OrderStatus[] = ['LLE', 'DES', 'LLC'];

/** The status the state machine lets an order read as `code` take naturally; null when final. */
export function orderNaturalNext(code: string, deliveryType: DeliveryType): OrderStatus | null {
  const from = orderStatusParse(code);
  const path = PATHS[deliveryType];
  const at = path.indexOf(from);
  if (at >= 0) return path[at + 1] ?? null;
  // off the usual path (ASI, ENV): the first move the state machine allows that suits the type
  return (
    orderStatusNext(from).find((to) => deliveryType === 'DOM' || !DRIVER_STATUSES.includes(to)) ??
    null
  );
}
