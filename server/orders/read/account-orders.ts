import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { IN_PROGRESS_WINDOW_MS, orderRowInProgress } from '../../db/order-row-progress.ts';
import { orders } from '../../db/schema/orders.ts';
import { ok, type Envelope } from '../../wire/envelope.ts';
import { orderWireRead } from './order-wire-read.ts';

/**
 * A customer's orders on every device (§3.6, §4.4, issue 16): the account's orders (owner
 * kind 'user', the customer's subject) as cliente/getOrdenHash answers each, and those in
 * progress by the domain's rule (orderIsInProgress) on the server's today.
 */

/** Most orders cliente/getCompleteLastOrders answers. */
export const ACCOUNT_ORDERS_MAX = 50;

const ownedBy = (sub: string) => and(eq(orders.ownerKind, 'user'), eq(orders.ownerSub, sub));

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
