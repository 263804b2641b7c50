import { queryOptions } from '@tanstack/react-query';
import type { CoverageLookupEntry } from '../../domain/geo/coverage-lookup';
import { geoPointRound, type GeoPoint } from '../../domain/geo/geo-point';
import { apiRequest } from '../request';
import type { ShopId } from '../../domain/shops/shop-id';
import {
  wireAnswer,
  wireIntOrNull,
  wireList,
  wireMap,
  wireObject,
  wireText,
} from '../../protocol/wire';
import { COVERAGE_STALE_MS } from './valida-cobertura';

const rowWire = wireMap(
  wireObject({ IDTDA: wireIntOrNull, IDPOL: wireText }),
  (row): CoverageLookupEntry => ({ shopId: row.IDTDA as ShopId | null, polygonCode: row.IDPOL }),
);

/** geo/getPoligono answer: rows { IDTDA, IDPOL }, the nearest shop first (§3.2). */
export const getPoligonoResponseSchema = wireAnswer(
  wireMap(wireObject({ data: wireList(rowWire) }), ({ data }): CoverageLookupEntry[] =>
    data.filter((row) => row.polygonCode !== ''),
  ),
);

/** §3.2 coverage by coordinates (guest): the zones and shop areas holding a place. */
export function getPoligono(point: GeoPoint): Promise<CoverageLookupEntry[]> {
  return apiRequest('geo/getPoligono', {
    guest: true,
    body: { latitud: String(point.latitude), longitud: String(point.longitude) },
    schema: getPoligonoResponseSchema,
  });
}

/** §7 default caching (5 minutes); keyed like the coverage, coordinates to 6 decimals. */
export const coverageLookupQueryOptions = (point: GeoPoint) => {
  const rounded = geoPointRound(point);
  return queryOptions({
    queryKey: ['geo', 'lookup', rounded.latitude, rounded.longitude],
    queryFn: () => getPoligono(rounded),
    staleTime: COVERAGE_STALE_MS,
  });
};
