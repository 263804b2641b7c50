import { orderDateKey } from '../../src/domain/order/order-date.ts';
import { orderIdOf } from '../../src/domain/order/order-id.ts';
import { orderIsInProgress } from '../../src/domain/order/order-list.ts';
import { orderStatusParse } from '../../src/domain/order/order-status.ts';
import { serverTimeFormatDate } from '../../src/domain/server-time.ts';
import type { orders } from './schema/orders.ts';

/**
 * §4.4 the domain's rule "in progress" read on a stored order: the customer's orders on every
 * device (server/orders/read/account-orders.ts) and the count a device's push message carries
 * (server/push/push-claim.ts) count the same orders.
 */

type OrderRow = typeof orders.$inferSelect;

/** An order placed yesterday or earlier is never in progress: only these are read. */
export const IN_PROGRESS_WINDOW_MS = 2 * 86_400_000;

/** El Salvador calendar day of an instant, as orderIsInProgress compares it. */
const dayOf = (at: Date) => orderDateKey(serverTimeFormatDate(at.getTime())) ?? '';

/** §4.4 whether a stored order is in progress at `now` (the domain's rule). */
export function orderRowInProgress(row: OrderRow, now: Date): boolean {
  return orderIsInProgress(
    {
      id: orderIdOf(row.id),
      status: orderStatusParse(row.status),
      deliveryType: row.deliveryType === 'DOM' ? 'home' : 'shop',
      date: dayOf(row.createdAt),
    },
    dayOf(now),
  );
}
