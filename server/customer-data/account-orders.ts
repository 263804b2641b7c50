import { and, desc, eq, gte } from 'drizzle-orm';
import { orderDateKey } from '../../src/domain/order/order-date.ts';
import { orderIdOf } from '../../src/domain/order/order-id.ts';
import { orderIsInProgress } from '../../src/domain/order/order-list.ts';
import { orderStatusParse } from '../../src/domain/order/order-status.ts';
import { serverTimeFormatDate } from '../../src/domain/server-time.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { ok, type Envelope } from '../http/envelope.ts';
import type { OrderRow } from '../orders/read/order-find.ts';
import { orderWireRead } from '../orders/read/order-wire-read.ts';

/**
 * A customer's orders on every device (§3.6, §4.4, issue 16): the account's orders (owner
 * kind 'user', the customer's subject) as cliente/getOrdenHash answers each, and those in
 * progress by the domain's rule (orderIsInProgress) on the server's today.
 */

/** Most orders cliente/getCompleteLastOrders answers. */
export const ACCOUNT_ORDERS_MAX = 50;

/** An order placed yesterday or earlier is never in progress: only these are read. */
const IN_PROGRESS_WINDOW_MS = 2 * 86_400_000;

const ownedBy = (sub: string) => and(eq(orders.ownerKind, 'user'), eq(orders.ownerSub, sub));

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

/** cliente/getCompleteLastOrders: `ordenes`, the customer's latest orders, newest first. */
export async function accountOrdersRead(db: Database, sub: string): Promise<Envelope> {
  const rows = await db
    .select()
    .from(orders)
    .where(ownedBy(sub))
    .orderBy(desc(orders.id))
    .limit(ACCOUNT_ORDERS_MAX);
  const ordenes = [];
  for (const row of rows) ordenes.push(await orderWireRead(db, row));
  return ok({ ordenes });
}

/**
 * cliente/getOrdersPend: `cantidad`, how many of the customer's orders are in progress, and
 * `hashes`, their tracker hashes newest first.
 */
export async function accountOrdersPending(
  db: Database,
  sub: string,
  now: Date,
): Promise<Envelope> {
  const since = new Date(now.getTime() - IN_PROGRESS_WINDOW_MS);
  const rows = await db
    .select()
    .from(orders)
    .where(and(ownedBy(sub), gte(orders.createdAt, since)))
    .orderBy(desc(orders.id));
  const hashes = rows.filter((row) => orderRowInProgress(row, now)).map((row) => row.hash);
  return ok({ cantidad: hashes.length, hashes });
}
