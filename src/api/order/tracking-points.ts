import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from '../request';
import {
  wireAnswer,
  wireFiniteNumber,
  wireInt,
  wireIntOrNull,
  wireList,
  wireMap,
  wireObject,
} from '../../protocol/wire';
import { orderCallRefused } from './order-refusal';
import type { GeoPoint } from '../../domain/geo/geo-point';
import type { OrderId } from '../../domain/order/order-id';

/** §3.6 / §4.4 one driver position of an order (cliente/getCoordenadasHash), readable names. */
export interface TrackingPoint extends GeoPoint {
  id: number;
  orderId: OrderId;
  index: number;
  velocity: number;
  /** trackerDelivery 1 */
  trackerDelivery: boolean;
  /** tiempoRepartidor: the driver's minutes to arrive, or null (§3.6 deliveryManTime) */
  driverMinutes: number | null;
}

/** §4.4 tracking points are asked with this timeout (ms). */
export const TRACKING_TIMEOUT_MS = 5000;
/** §4.4 the driver's route is refreshed every 10 s. */
export const TRACKING_REFETCH_MS = 10_000;

const pointSchema = wireMap(
  wireObject({
    id: wireInt,
    idord: wireInt,
    indice: wireInt,
    latitud: wireFiniteNumber,
    longitud: wireFiniteNumber,
    velocidad: v.nullish(wireFiniteNumber, 0),
    trackerDelivery: v.nullish(v.picklist([0, 1]), 0),
    tiempoRepartidor: wireIntOrNull,
  }),
  (p): TrackingPoint => ({
    id: p.id,
    orderId: p.idord as OrderId,
    index: p.indice,
    latitude: p.latitud,
    longitude: p.longitud,
    velocity: p.velocidad,
    trackerDelivery: p.trackerDelivery === 1,
    driverMinutes: p.tiempoRepartidor,
  }),
);

/** cliente/getCoordenadasHash answer: `data` the points (malformed rows dropped), by indice. */
export const coordenadasHashResponseSchema = wireAnswer(
  wireMap(wireObject({ data: wireList(pointSchema) }), ({ data }) =>
    [...data].sort((a, b) => a.index - b.index),
  ),
);

/** The points; [] when the server refuses (unknown hash); throws on transport failures. */
async function trackingPointsFetch(hash: string): Promise<TrackingPoint[]> {
  try {
    return await apiRequest(`cliente/getCoordenadasHash/${encodeURIComponent(hash)}`, {
      empty: true,
      timeout: TRACKING_TIMEOUT_MS,
      errorToast: false,
      background: true,
      schema: coordenadasHashResponseSchema,
    });
  } catch (error) {
    if (orderCallRefused(error)) return [];
    throw error;
  }
}

/**
 * §4.4 / §8.2 cliente/getCoordenadasHash/{hash} (no token, 5 s timeout): the driver's route
 * sorted by index; [] on an unknown hash or any failure, silently.
 * @internal the call as a plain function, for its tests (screens use the query options)
 */
export async function getCoordenadasHash(hash: string): Promise<TrackingPoint[]> {
  try {
    return await trackingPointsFetch(hash);
  } catch {
    return [];
  }
}

/**
 * §4.4 the driver's route under ['orders', 'tracking', hash], refreshed every 10 s. A
 * transport failure keeps the last route (the query errors instead of storing []).
 */
export const trackingPointsQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['orders', 'tracking', hash],
    queryFn: () => trackingPointsFetch(hash),
    refetchInterval: TRACKING_REFETCH_MS,
    // a route shown again asks at once; the interval keeps it moving
    staleTime: 0,
  });
