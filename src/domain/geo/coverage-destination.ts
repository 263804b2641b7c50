import type { Coverage, DeliveryPoint } from './coverage';
import { geoDistanceKm } from './geo-distance';
import type { GeoPoint } from './geo-point';

/**
 * §3.6 choice (issue 13): how far, in metres, a sent destination may lie from the point it
 * stands for. A few metres absorb coordinates rounded on the way (4 decimals move a point
 * at most about 8 m in El Salvador); a different place is always farther.
 */
export const COVERAGE_DESTINATION_TOLERANCE_M = 15;

/** §3.6 the destination is not the place whose coverage was checked. */
export const COVERAGE_DESTINATION_MESSAGE =
  'La ubicación de entrega no coincide con la dirección seleccionada';

/**
 * §3.6 / §4.2 where a home delivery goes (latitudEntrega, longitudEntrega): the delivery
 * point chosen, else the covered place itself.
 */
export function coverageDestination(
  coverage: Pick<Coverage, 'latitude' | 'longitude'>,
  point: Pick<DeliveryPoint, 'latitude' | 'longitude'> | null,
): GeoPoint {
  const place = point ?? coverage;
  return { latitude: place.latitude, longitude: place.longitude };
}

/** What a sent destination is, against the coverage of the covered place. */
export type CoverageDestinationCheck =
  | { ok: true; destination: GeoPoint; point: DeliveryPoint | null }
  | { ok: false; problem: 'noDeliveryPoint' | 'elsewhere' };

const near = (a: GeoPoint, b: GeoPoint) =>
  geoDistanceKm(a, b) * 1000 <= COVERAGE_DESTINATION_TOLERANCE_M;

/**
 * §3.6 / §4.2 whether a sent destination is the one coverageDestination gives: with delivery
 * points, one of them ('noDeliveryPoint' otherwise: §4.2 none is chosen); without, the covered
 * place ('elsewhere' otherwise). Within COVERAGE_DESTINATION_TOLERANCE_M of it; the point
 * returned is the coverage's own, not the one sent.
 */
export function coverageDestinationCheck(
  coverage: Pick<Coverage, 'latitude' | 'longitude' | 'deliveryPoints'>,
  sent: GeoPoint,
): CoverageDestinationCheck {
  if (coverage.deliveryPoints.length > 0) {
    const point = coverage.deliveryPoints.find((p) => near(p, sent)) ?? null;
    if (point === null) return { ok: false, problem: 'noDeliveryPoint' };
    return { ok: true, destination: coverageDestination(coverage, point), point };
  }
  if (!near(coverage, sent)) return { ok: false, problem: 'elsewhere' };
  return { ok: true, destination: coverageDestination(coverage, null), point: null };
}
