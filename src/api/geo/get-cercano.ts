import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { CoverageNearest } from '../../domain/geo/coverage-nearest';
import { geoPointIsValid } from '../../domain/geo/geo-coordinates';
import { geoPointRound, type GeoPoint } from '../../domain/geo/geo-point';
import { wireAnswer, wireMap, wireNumber, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';
import { COVERAGE_STALE_MS } from './valida-cobertura';

const nearestWire = wireMap(
  wireObject({ LAT: wireNumber, LNG: wireNumber, DISTANCIA: wireNumber }),
  (row): CoverageNearest | null => {
    const point = { latitude: row.LAT, longitude: row.LNG };
    return geoPointIsValid(point) && row.DISTANCIA >= 0
      ? { point, distanceKm: row.DISTANCIA }
      : null;
  },
);

/** geo/getCercano answer: the nearest covered place, or null (none, or malformed). */
export const getCercanoResponseSchema = wireAnswer(
  wireMap(
    wireObject({ data: v.fallback(v.nullish(nearestWire, null), null) }),
    ({ data }): CoverageNearest | null => data,
  ),
);

/** geo/getCercano (guest): the covered place nearest to one without coverage (decision 038). */
export function getCercano(point: GeoPoint): Promise<CoverageNearest | null> {
  return apiRequest('geo/getCercano', {
    guest: true,
    body: { latitud: String(point.latitude), longitud: String(point.longitude) },
    schema: getCercanoResponseSchema,
  });
}

/** Keyed like the coverage, coordinates to 6 decimals; fresh for 5 minutes. */
export const coverageNearestQueryOptions = (point: GeoPoint) => {
  const rounded = geoPointRound(point);
  return queryOptions({
    queryKey: ['geo', 'nearest', rounded.latitude, rounded.longitude],
    queryFn: () => getCercano(rounded),
    staleTime: COVERAGE_STALE_MS,
  });
};
