import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders, orderTrackingPoints } from '../../db/schema/orders.ts';
import { shops } from '../../db/schema/places.ts';
import type { GeoPoint } from '../../../src/domain/geo/geo-point';

/**
 * Reading stored orders (issue 6 "Order reads"): by id for the owner's calls, by the
 * tracker hash for the capability links, with their status history and tracking points.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type TrackingPointRow = typeof orderTrackingPoints.$inferSelect;

/** The order with this id, or null. */
export async function orderFindById(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/**
 * Issue 6 "Ownership": the order with this id when `sub` owns it, else null — callers answer
 * 404 either way, so another customer's order is never revealed to exist.
 */
export async function orderFindOwned(
  db: Database,
  id: number,
  sub: string,
): Promise<OrderRow | null> {
  const row = await orderFindById(db, id);
  return row !== null && row.ownerSub === sub ? row : null;
}

/** Tracker hashes are 128 random bits as 32 lowercase hex digits. */
export const ORDER_HASH = /^[0-9a-f]{32}$/;

/** The order behind a tracker hash, or null (also for anything that is not a hash). */
export async function orderFindByHash(db: Database, hash: string): Promise<OrderRow | null> {
  if (!ORDER_HASH.test(hash)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.hash, hash));
  return row ?? null;
}

/** §4.4 every status the order took, oldest first. */
export function orderEventsOf(db: Database, orderId: number): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.rowId));
}

/** §3.6 the driver's tracking points, by index. */
export function orderPointsOf(db: Database, orderId: number): Promise<TrackingPointRow[]> {
  return db
    .select()
    .from(orderTrackingPoints)
    .where(eq(orderTrackingPoints.orderId, orderId))
    .orderBy(asc(orderTrackingPoints.idx));
}

/** The shop of an order as the loaded chain describes it (§3.2 tiendas). */
export interface OrderShop extends GeoPoint {
  id: number;
  name: string;
}

/** The shop from the loaded chain's shops table, or null when the chain no longer has it. */
export async function orderShopRead(db: Database, shopId: number): Promise<OrderShop | null> {
  const [row] = await db.select({ data: shops.data }).from(shops).where(eq(shops.id, shopId));
  if (!row) return null;
  const data = row.data as { N?: unknown; LAT?: unknown; LNG?: unknown };
  if (typeof data.LAT !== 'number' || typeof data.LNG !== 'number') return null;
  return {
    id: shopId,
    name: typeof data.N === 'string' ? data.N : '',
    latitude: data.LAT,
    longitude: data.LNG,
  };
}
