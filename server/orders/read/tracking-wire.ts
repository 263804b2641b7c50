import type { GeoPoint } from '../../../src/domain/geo/geo-point.ts';
import { driverMinutesLeft } from './driver-route.ts';
import type { TrackingPointRow } from './order-find.ts';

/** §3.6 a tracking point as cliente/getCoordenadasHash answers it (issue 6). */
export interface TrackingPointWire {
  id: number;
  idord: number;
  indice: number;
  latitud: number;
  longitud: number;
  velocidad: number;
  /** 1: the point comes from the driver's tracker (every stored point does) */
  trackerDelivery: 0 | 1;
  /** minutes the driver still needs to the delivery point; null when it is not known */
  tiempoRepartidor: number | null;
}

/** §3.6 the order's tracking points by index, with the driver's time left to `place`. */
export function trackingWire(
  points: readonly TrackingPointRow[],
  place: GeoPoint | null,
): TrackingPointWire[] {
  return [...points]
    .sort((a, b) => a.idx - b.idx)
    .map((p) => ({
      id: p.rowId,
      idord: p.orderId,
      indice: p.idx,
      latitud: p.latitude,
      longitud: p.longitude,
      velocidad: p.velocity,
      trackerDelivery: 1,
      tiempoRepartidor:
        place === null
          ? null
          : driverMinutesLeft({ latitude: p.latitude, longitude: p.longitude }, place),
    }));
}
