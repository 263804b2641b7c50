import type { z } from 'zod';
import {
  GEO_COORDINATE_MESSAGES,
  geoCoordinatesParse,
} from '../../src/domain/geo/geo-coordinates.ts';
import type { GeoPoint } from '../../src/domain/geo/geo-point.ts';

const LATITUDE_MESSAGES: readonly string[] = [
  GEO_COORDINATE_MESSAGES.latitudeNumber,
  GEO_COORDINATE_MESSAGES.latitudeRange,
];

/**
 * §3.2 / §4.3 a latitude and longitude pair of a body (`keys`: the latitude's field, then the
 * longitude's), read by the geo domain's rule: the point, or null after adding an issue that
 * names the field at fault with the Spanish message (defineCall answers it as a 400).
 */
export function coordinatePairRead(
  body: Record<string, unknown>,
  keys: readonly [string, string],
  ctx: z.RefinementCtx,
): GeoPoint | null {
  const point = geoCoordinatesParse(body[keys[0]], body[keys[1]]);
  if (typeof point !== 'string') return point;
  const key = LATITUDE_MESSAGES.includes(point) ? keys[0] : keys[1];
  ctx.addIssue({ code: 'custom', path: [key], message: point });
  return null;
}
