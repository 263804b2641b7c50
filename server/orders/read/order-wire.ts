import { centsToAmount, type Cents } from '../../../src/domain/money.ts';
import { orderStatusParse, type OrderStatus } from '../../../src/domain/order/order-status.ts';
import { serverTimeFormatDateTime, serverTimeFormatTime } from '../../../src/domain/server-time.ts';
import type { OrderDetailLine } from './order-detail-lines.ts';
import type { OrderEventRow, OrderRow, OrderShop } from './order-find.ts';
import {
  orderDeliveryPoint,
  orderSavedClient,
  orderSavedSentLines,
  orderSavedText,
} from './order-saved.ts';

/**
 * §3.6 the order as cliente/getOrdenHash answers it (issue 6 OrderWire): times in El
 * Salvador (§9), money as 2-decimal amounts, the shop from the loaded chain.
 */

export interface OrderWire {
  idord: number;
  idtda: number;
  nombreTienda: string;
  fechaHora: string;
  horaOrden: string;
  horaDespacho: string | null;
  horaEntrega: string | null;
  cantidad: number;
  subtotal: number;
  descuento: number;
  totalVenta: number;
  nombreContacto: string;
  correoContacto: string;
  tipoEntrega: 'TRA' | 'DOM';
  estadoTracker: OrderStatus;
  esTiendaCluster: 0 | 1;
  FORMA_PAGO: 'EFE' | 'TAR' | 'CER';
  estadoPago: string;
  IND: string;
  PFF: string | null;
  hash: string;
  mensajeGarantia: string | null;
  direccion: string | null;
  latitudEntrega: number | null;
  longitudEntrega: number | null;
  latitudTienda: number;
  longitudTienda: number;
  detalle: OrderDetailLine[];
  /** §3.4 the order's lines as sent (short keys, amounts): what 'Repetir pedido' rebuilds */
  menu: Record<string, unknown>[];
  historial: { estado: OrderStatus; fechaHora: string }[];
}

const amount = (cents: number) => centsToAmount(cents as Cents);

/** HH:mm of the first time the order took `status`, or null. */
function firstTime(events: readonly OrderEventRow[], status: OrderStatus): string | null {
  const event = events.find((e) => e.status === status);
  return event ? serverTimeFormatTime(event.at.getTime()) : null;
}

/**
 * §3.6 indications: for home delivery the place's indications (referencias) and the order
 * comments, for pickup the comments; joined by ' | ' when both are there.
 */
function indications(client: Record<string, unknown>): string {
  return [orderSavedText(client, 'referencias'), orderSavedText(client, 'comentarios')]
    .filter((part) => part !== null)
    .join(' | ');
}

/** §3.6 OrderWire of a stored order, its events (oldest first), shop and detail lines. */
export function orderWireBuild(
  row: OrderRow,
  events: readonly OrderEventRow[],
  shop: OrderShop | null,
  detalle: OrderDetailLine[],
): OrderWire {
  const client = orderSavedClient(row);
  const home = row.deliveryType === 'DOM';
  const delivery = orderDeliveryPoint(row);
  const created = row.createdAt.getTime();
  return {
    idord: row.id,
    idtda: row.shopId,
    nombreTienda: shop?.name ?? '',
    fechaHora: serverTimeFormatDateTime(created),
    horaOrden: serverTimeFormatTime(created),
    horaDespacho: firstTime(events, 'DES'),
    horaEntrega: firstTime(events, 'ENT'),
    cantidad: row.itemCount,
    subtotal: amount(row.subtotalCents),
    descuento: amount(row.discountCents),
    totalVenta: amount(row.totalCents),
    nombreContacto: row.contactName,
    correoContacto: row.contactEmail,
    tipoEntrega: row.deliveryType,
    estadoTracker: orderStatusParse(row.status),
    // the chain has no cluster shops (shared kitchens): every shop is its own
    esTiendaCluster: 0,
    FORMA_PAGO: row.paymentType,
    estadoPago: row.paymentStatus,
    IND: indications(client),
    PFF: row.futureAt ? serverTimeFormatDateTime(row.futureAt.getTime()) : null,
    hash: row.hash,
    mensajeGarantia: home ? orderSavedText(client, 'mensajeGarantia') : null,
    direccion: home ? orderSavedText(client, 'detalle') : null,
    latitudEntrega: delivery?.latitude ?? null,
    longitudEntrega: delivery?.longitude ?? null,
    latitudTienda: shop?.latitude ?? 0,
    longitudTienda: shop?.longitude ?? 0,
    detalle,
    menu: orderSavedSentLines(row),
    historial: events.map((e) => ({
      estado: orderStatusParse(e.status),
      fechaHora: serverTimeFormatDateTime(e.at.getTime()),
    })),
  };
}
