import type { Database } from '../../db/client.ts';
import { orderDetailLines, orderLineNames } from './order-detail-lines.ts';
import { orderEventsOf, orderShopRead, type OrderRow } from './order-find.ts';
import { orderSavedLines } from './order-saved.ts';
import { orderWireBuild, type OrderWire } from './order-wire.ts';

/**
 * §3.6 a stored order in its wire form (OrderWire), read with its events, shop and line
 * names: the one reading behind cliente/getOrdenHash and cliente/getCompleteLastOrders, so
 * both answer an order the same way.
 */
export async function orderWireRead(db: Database, row: OrderRow): Promise<OrderWire> {
  const lines = orderSavedLines(row);
  const [events, shop, names] = await Promise.all([
    orderEventsOf(db, row.id),
    orderShopRead(db, row.shopId),
    orderLineNames(db, lines),
  ]);
  return orderWireBuild(row, events, shop, orderDetailLines(lines, names));
}
