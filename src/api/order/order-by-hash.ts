import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { GeoPoint } from '../../domain/geo/geo-point';
import type { Cents } from '../../domain/money';
import type { OrderId } from '../../domain/order/order-id';
import type { ShopId } from '../../domain/shops/shop-id';
import {
  orderStatusIsFinal,
  orderStatusParse,
  type OrderStatus,
} from '../../domain/order/order-status';
import { apiRequest } from '../request';
import {
  wireAnswer,
  wireCents,
  wireFiniteNumber,
  wireInt,
  wireList,
  wireListOrEmpty,
  wireMap,
  wireObject,
  wireText,
  wireTextOrNull,
} from '../../protocol/wire';
import type { OrderLineRead } from '../../protocol/order-lines-decode';
import { orderSentLinesSchema } from './order-lines-wire';
import { orderCallRefused } from './order-refusal';

/** §3.6 / §4.4 an order as the tracker reads it (cliente/getOrdenHash), readable names. */
export interface OrderDetail {
  id: OrderId;
  shopId: ShopId;
  shopName: string;
  /** 'dd/MM/yyyy HH:mm' El Salvador */
  dateTime: string;
  /** 'HH:mm' */
  orderTime: string;
  /** 'HH:mm' of the first DES, or null */
  dispatchTime: string | null;
  /** 'HH:mm' of the first ENT, or null */
  deliveryTime: string | null;
  /** units */
  count: number;
  subtotal: Cents;
  discount: Cents;
  total: Cents;
  contactName: string;
  contactEmail: string;
  /** §3.6 DOM home, TRA shop */
  deliveryType: 'home' | 'shop';
  status: OrderStatus;
  isClusterShop: boolean;
  /** §3.6 EFE cash, TAR card, CER certificate */
  paymentType: 'EFE' | 'TAR' | 'CER';
  /** 'no aplica' | 'pendiente' | 'pagado' | 'rechazado' */
  paymentStatus: string;
  indications: string;
  /** 'dd/MM/yyyy HH:mm' of a future order, else null */
  futureDateTime: string | null;
  hash: string;
  warrantyMessage: string | null;
  address: string | null;
  deliveryLocation: GeoPoint | null;
  shopLocation: GeoPoint;
  lines: { name: string; count: number; amount: Cents }[];
  /** §3.4 the lines as they were sent, in cart names: what 'Repetir pedido' rebuilds */
  sentLines: OrderLineRead[];
  history: { status: OrderStatus; dateTime: string }[];
}

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const dateTime = v.pipe(v.string(), v.regex(DATE_TIME));
const hhmm = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));
const numberOrNull = v.nullish(wireFiniteNumber, null);
const status = wireMap(wireText, orderStatusParse);

const lineSchema = wireMap(
  wireObject({ D: wireText, C: wireInt, P: wireCents }),
  ({ D, C, P }) => ({ name: D, count: C, amount: P }),
);

const historySchema = wireMap(
  wireObject({ estado: status, fechaHora: dateTime }),
  ({ estado, fechaHora }) => ({ status: estado, dateTime: fechaHora }),
);

/** The contract's OrderWire (issue 6 "Order reads") in readable names. */
export const orderWireSchema = wireMap(
  wireObject({
    idord: wireInt,
    idtda: wireInt,
    nombreTienda: wireText,
    fechaHora: dateTime,
    horaOrden: hhmm,
    horaDespacho: v.nullish(hhmm, null),
    horaEntrega: v.nullish(hhmm, null),
    cantidad: wireInt,
    subtotal: wireCents,
    descuento: wireCents,
    totalVenta: wireCents,
    nombreContacto: wireText,
    correoContacto: wireText,
    tipoEntrega: v.picklist(['TRA', 'DOM']),
    estadoTracker: status,
    esTiendaCluster: v.nullish(v.picklist([0, 1]), 0),
    FORMA_PAGO: v.picklist(['EFE', 'TAR', 'CER']),
    estadoPago: wireText,
    IND: wireText,
    PFF: v.nullish(dateTime, null),
    hash: v.pipe(v.string(), v.minLength(1)),
    mensajeGarantia: wireTextOrNull,
    direccion: wireTextOrNull,
    latitudEntrega: numberOrNull,
    longitudEntrega: numberOrNull,
    latitudTienda: wireFiniteNumber,
    longitudTienda: wireFiniteNumber,
    detalle: wireList(lineSchema),
    menu: orderSentLinesSchema,
    historial: wireListOrEmpty(historySchema),
  }),
  (w): OrderDetail => ({
    id: w.idord as OrderId,
    shopId: w.idtda as ShopId,
    shopName: w.nombreTienda,
    dateTime: w.fechaHora,
    orderTime: w.horaOrden,
    dispatchTime: w.horaDespacho,
    deliveryTime: w.horaEntrega,
    count: w.cantidad,
    subtotal: w.subtotal,
    discount: w.descuento,
    total: w.totalVenta,
    contactName: w.nombreContacto,
    contactEmail: w.correoContacto,
    deliveryType: w.tipoEntrega === 'DOM' ? 'home' : 'shop',
    status: w.estadoTracker,
    isClusterShop: w.esTiendaCluster === 1,
    paymentType: w.FORMA_PAGO,
    paymentStatus: w.estadoPago,
    indications: w.IND,
    futureDateTime: w.PFF,
    hash: w.hash,
    warrantyMessage: w.mensajeGarantia,
    address: w.direccion,
    deliveryLocation:
      w.latitudEntrega === null || w.longitudEntrega === null
        ? null
        : { latitude: w.latitudEntrega, longitude: w.longitudEntrega },
    shopLocation: { latitude: w.latitudTienda, longitude: w.longitudTienda },
    lines: w.detalle,
    sentLines: w.menu,
    history: w.historial,
  }),
);

/** cliente/getOrdenHash answer: `data` the order. */
export const ordenHashResponseSchema = wireAnswer(
  wireMap(wireObject({ data: orderWireSchema }), ({ data }) => data),
);

/** The order; null when the server refuses (unknown hash); throws on transport failures. */
async function orderByHashFetch(hash: string): Promise<OrderDetail | null> {
  try {
    return await apiRequest(`cliente/getOrdenHash/${encodeURIComponent(hash)}`, {
      empty: true,
      errorToast: false,
      background: true,
      schema: ordenHashResponseSchema,
    });
  } catch (error) {
    if (orderCallRefused(error)) return null;
    throw error;
  }
}

/**
 * §4.4 / §8.2 cliente/getOrdenHash/{hash} (no token: the hash is the capability): the order,
 * or null when the hash is unknown (404) or on any failure, silently.
 * @internal the call as a plain function, for its tests (screens use the query options)
 */
export async function getOrdenHash(hash: string): Promise<OrderDetail | null> {
  try {
    return await orderByHashFetch(hash);
  } catch {
    return null;
  }
}

export { orderStatusIsFinal };

/** §4.4 refresh of a followed order: every 30 s until its status is final. */
export const ORDER_REFETCH_MS = 30_000;
/** A followed order is fresh for 15 s (a focus within that does not ask again). */
export const ORDER_STALE_MS = 15_000;
/** The last known status stays in the (persisted) cache for 7 days. */
export const ORDER_GC_MS = 7 * 24 * 60 * 60_000;

/** An order whose status can still change: asked again whenever a screen opens it. */
function orderMayChange(data: OrderDetail | null | undefined): boolean {
  return data !== null && data !== undefined && !orderStatusIsFinal(data.status);
}

/**
 * §4.4 the followed order under ['orders', 'hash', hash]: fresh 15 s for a focus, but asked
 * again each time a screen opens it until final (the copy restored from the device shows
 * meanwhile), refreshed every 30 s until final, kept 7 days. A transport failure keeps the
 * last status (the query errors instead of storing null); an unknown hash is null.
 */
export const orderByHashQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['orders', 'hash', hash],
    queryFn: () => orderByHashFetch(hash),
    staleTime: ORDER_STALE_MS,
    gcTime: ORDER_GC_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: (query) => (orderMayChange(query.state.data) ? 'always' : true),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && orderStatusIsFinal(data.status) ? false : ORDER_REFETCH_MS;
    },
  });
