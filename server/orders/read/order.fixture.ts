import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders, type OrderPaymentType } from '../../db/schema/orders.ts';
import type { OrderRow } from './order-find.ts';

/**
 * Test fixture: an order written straight into `orders` + `order_events` as the order
 * contract (issue 6) says data/saveOrderPendiente stores it, so the read calls, the gateway
 * and the operations are tested without depending on the save.
 */

export interface OrderFixture {
  ownerSub: string;
  ownerKind?: 'guest' | 'user';
  shopId?: number;
  deliveryType?: 'TRA' | 'DOM';
  paymentType?: OrderPaymentType;
  status?: string;
  createdAt?: Date;
  futureAt?: Date | null;
  /** the client data (PickupData | DeliveryData); a sensible one by delivery type otherwise */
  client?: Record<string, unknown>;
  /** the priced lines as the save stores them */
  lines?: Record<string, unknown>[];
  subtotalCents?: number;
  discountCents?: number;
  itemCount?: number;
}

const pickupClient = (shopId: number) => ({
  nombre: 'Ana López',
  telefono: '70001234',
  correo: 'ana@example.com',
  detalle: 'MOSTRADOR',
  fecha: 'n',
  hora: 'n',
  pedidoFuturo: 0,
  personaRecibe: '',
  ordenesPendientes: 0,
  pedidoFuturoInvalido: 0,
  tienda: shopId,
  tipoPago: 'E',
  totalVenta: 12.5,
  comentarios: 'Sin cebolla',
  device: 'web',
});

const deliveryClient = (shopId: number) => ({
  iddcl: 0,
  nombre: 'Ana López',
  telefono: '70001234',
  correo: 'ana@example.com',
  latitudEntrega: 13.7102,
  longitudEntrega: -89.2035,
  latitud: 13.7102,
  longitud: -89.2035,
  zonaCliente: 'Z1',
  codzon: 'Z1',
  codcol: 'C1',
  coloniaCliente: 'Colonia Escalón',
  detalle: 'Calle El Mirador 123',
  referencias: 'Portón negro',
  idtda: shopId,
  tipoPago: 'E',
  totalVenta: 12.5,
  fecha: 'n',
  hora: 'n',
  pedidoFuturo: 0,
  ordenesPendientes: 0,
  pedidoFuturoInvalido: 0,
  codigoRestriccion: null,
  comentarios: 'Tocar el timbre',
  mensajeGarantia: 'Tu pedido llega en 30 minutos o menos',
  device: 'web',
});

/** Priced lines as the save keeps them (server/orders/save OrderSavedLine; cents). */
const DEFAULT_LINES = [
  {
    addedOrder: 1,
    parent: null,
    menuId: 1001,
    type: 'PRD',
    name: 'Papas fritas regulares',
    count: 2,
    price: 500,
  },
  {
    addedOrder: 2,
    parent: null,
    menuId: 1002,
    type: 'PRD',
    name: 'Papas fritas grandes',
    count: 1,
    price: 750,
  },
];

const PAYMENT_CODE = { EFE: 'E', TAR: 'T', CER: 'C' } as const;

/** Inserts one order and its first event(s); returns the stored row. */
export async function orderFixtureInsert(db: Database, f: OrderFixture): Promise<OrderRow> {
  const shopId = f.shopId ?? 1;
  const deliveryType = f.deliveryType ?? 'TRA';
  const paymentType = f.paymentType ?? 'EFE';
  const createdAt = f.createdAt ?? new Date('2026-11-23T18:00:00Z');
  const client = {
    ...(deliveryType === 'DOM' ? deliveryClient(shopId) : pickupClient(shopId)),
    tipoPago: PAYMENT_CODE[paymentType],
    ...f.client,
  };
  const subtotal = f.subtotalCents ?? 1250;
  const discount = f.discountCents ?? 0;
  const key = randomUUID();
  const [row] = await db
    .insert(orders)
    .values({
      idempotencyKey: key,
      requestHash: randomBytes(32).toString('hex'),
      ownerKind: f.ownerKind ?? (f.ownerSub.startsWith('g-') ? 'guest' : 'user'),
      ownerSub: f.ownerSub,
      hash: randomBytes(16).toString('hex'),
      shopId,
      deliveryType,
      paymentType,
      paymentStatus: paymentType === 'TAR' ? 'pendiente' : 'no aplica',
      status: f.status ?? 'PEN',
      subtotalCents: subtotal,
      discountCents: discount,
      totalCents: subtotal - discount,
      itemCount: f.itemCount ?? 3,
      contactName: String(client.nombre),
      contactEmail: String(client.correo),
      createdAt,
      futureAt: f.futureAt ?? null,
      data: {
        data: client,
        lineas: f.lines ?? DEFAULT_LINES,
        orden: { idord: 0, fcmToken: '', idempotencia: key },
      },
      response: {},
    })
    .returning();
  if (!row) throw new Error('no se insertó el pedido de prueba');
  await db.insert(orderEvents).values({ orderId: row.id, status: 'PEN', at: createdAt });
  if (row.status !== 'PEN') {
    await db.insert(orderEvents).values({ orderId: row.id, status: row.status, at: createdAt });
  }
  return row;
}
