import type { GeoPoint } from './geo-point';

/** §4.3 "coverage needs numeric latitude and longitude": the Spanish answers when not. */
export const GEO_COORDINATE_MESSAGES = {
  latitudeNumber: 'La latitud debe ser un número',
  latitudeRange: 'La latitud debe estar entre -90 y 90',
  longitudeNumber: 'La longitud debe ser un número',
  longitudeRange: 'La longitud debe estar entre -180 y 180',
} as const;

/** decimal text as forms send it: '13.7065', '-89.239', '.5', '1e-3' */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * §3.2 / §4.3 latitude and longitude from a form or the map (numbers or numeric text) to a
 * GeoPoint; the Spanish message of the first problem otherwise (latitude checked first).
 */
export function geoCoordinatesParse(lat: unknown, lng: unknown): GeoPoint | string {
  const latitude = numeric(lat);
  if (latitude === null) return GEO_COORDINATE_MESSAGES.latitudeNumber;
  if (latitude < -90 || latitude > 90) return GEO_COORDINATE_MESSAGES.latitudeRange;
  const longitude = numeric(lng);
  if (longitude === null) return GEO_COORDINATE_MESSAGES.longitudeNumber;
  if (longitude < -180 || longitude > 180) return GEO_COORDINATE_MESSAGES.longitudeRange;
  return { latitude, longitude };
}

/** §3.2 a usable point: finite, latitude within ±90 and longitude within ±180. */
export function geoPointIsValid(point: GeoPoint): boolean {
  return typeof geoCoordinatesParse(point.latitude, point.longitude) !== 'string';
}
