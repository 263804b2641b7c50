import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Coverage } from '../../domain/geo/coverage';
import { geoPointRound, type GeoPoint } from '../../domain/geo/geo-point';
import { apiRequest } from '../request';
import { wireAnswer, wireMap, wireObject } from '../../protocol/wire';
import { coverageWireSchema } from './coverage-wire';

/** §7 default caching: a place's coverage is fresh for 5 minutes. */
export const COVERAGE_STALE_MS = 5 * 60_000;

/** geo/validaCobertura answer: `data` the coverage result, or null without coverage. */
export const validaCoberturaResponseSchema = wireAnswer(
  wireMap(
    wireObject({ data: v.nullish(coverageWireSchema, null) }),
    ({ data }): Coverage | null => data,
  ),
);

/** §7 geo/validaCobertura (guest): the coverage of a place (§3.2), null when not covered. */
export function validaCobertura(point: GeoPoint): Promise<Coverage | null> {
  return apiRequest('geo/validaCobertura', {
    guest: true,
    body: { latitud: String(point.latitude), longitud: String(point.longitude) },
    schema: validaCoberturaResponseSchema,
  });
}

/** §7 coverage of a place, keyed by its coordinates to 6 decimals; fresh for 5 minutes. */
export const coverageQueryOptions = (point: GeoPoint) => {
  // 6 decimals (~0.1 m), as the map reports them: what is asked and what keys the cache
  const rounded = geoPointRound(point);
  return queryOptions({
    queryKey: ['geo', 'coverage', rounded.latitude, rounded.longitude],
    queryFn: () => validaCobertura(rounded),
    staleTime: COVERAGE_STALE_MS,
  });
};
