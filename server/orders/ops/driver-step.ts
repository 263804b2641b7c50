import { orderStatusParse, type OrderStatus } from '../../../src/domain/order/order-status.ts';
import type { Database } from '../../db/client.ts';
import { pushWake } from '../../push/push-wake.ts';
import { orderTrackingPoints } from '../../db/schema/orders.ts';
import { orderShopRead } from '../read/order-find.ts';
import { orderDeliveryPoint } from '../read/order-saved.ts';
import {
  ORDER_OPS_MSG,
  orderLock,
  orderMoveIn,
  orderPointCount,
  type OrderOpResult,
} from './order-advance.ts';
import { driverRoute, driverVelocity } from '../read/driver-route.ts';
import { orderNaturalNext } from './order-natural-next.ts';

/**
 * Issue 6 development tools: one step of a simulated driver. Each call appends the next
 * tracking point of the route from the shop to the delivery point; the first one ships the
 * order (to DES, through the statuses before it), the last one (step `steps`) arrives (LLC).
 */

/** Spanish refusals of the driver simulation. */
export const DRIVER_MSG = {
  pickup: (id: number) => `El pedido #${id} se recoge en tienda: no lleva repartidor`,
  done: (id: number, status: OrderStatus) =>
    `El pedido #${id} ya está en ${status}: el repartidor no tiene más recorrido`,
  noShop: (id: number) => `La tienda del pedido #${id} no está en la cadena cargada`,
  noPlace: (id: number) => `El pedido #${id} no tiene un punto de entrega válido`,
} as const;

/** Statuses the driver can still move from: before shipping, or on the way. */
const BEFORE_ARRIVAL: readonly OrderStatus[] = ['PEN', 'ASI', 'INI', 'LLE', 'DES'];

/** A refusal inside the transaction: rolls back the statuses already moved. */
class DriverRefusal extends Error {}

/** Issue 6: the next tracking point of an order's simulated driver (1 ≤ steps). */
export async function driverStep(
  db: Database,
  id: number,
  now: Date,
  steps = 10,
): Promise<OrderOpResult> {
  try {
    const result = await db.transaction(async (tx): Promise<OrderOpResult> => {
      const row = await orderLock(tx, id);
      if (!row) return { ok: false, reason: 'notFound', message: ORDER_OPS_MSG.notFound };
      const from = orderStatusParse(row.status);
      if (row.deliveryType !== 'DOM') throw new DriverRefusal(DRIVER_MSG.pickup(id));
      const done = await orderPointCount(tx, id);
      if (!BEFORE_ARRIVAL.includes(from) || done >= steps) {
        throw new DriverRefusal(DRIVER_MSG.done(id, from));
      }
      const shop = await orderShopRead(tx, row.shopId);
      if (!shop) throw new DriverRefusal(DRIVER_MSG.noShop(id));
      const place = orderDeliveryPoint(row);
      if (!place) throw new DriverRefusal(DRIVER_MSG.noPlace(id));

      while (row.status !== 'DES') {
        const refusal = await orderMoveIn(tx, row, orderNaturalNext(row.status, 'DOM'), now);
        if (refusal !== null) throw new DriverRefusal(refusal);
      }
      const index = done + 1;
      const point = driverRoute(shop, place, steps)[index - 1]!;
      await tx.insert(orderTrackingPoints).values({
        orderId: id,
        idx: index,
        latitude: point.latitude,
        longitude: point.longitude,
        velocity: driverVelocity(index, steps),
        at: now,
      });
      if (index === steps) {
        const refusal = await orderMoveIn(tx, row, 'LLC', now);
        if (refusal !== null) throw new DriverRefusal(refusal);
      }
      return { ok: true, id, from, status: orderStatusParse(row.status), points: index };
    });
    if (result.ok) pushWake();
    return result;
  } catch (e) {
    if (e instanceof DriverRefusal) return { ok: false, reason: 'refused', message: e.message };
    throw e;
  }
}
