import { useQuery } from '@tanstack/react-query';
import { coverageQueryOptions } from '../../api/geo/valida-cobertura';
import { coverageForFutureOrder } from '../../domain/geo/coverage-future-order';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/** Pin moves settle before the server is asked (keyboard panning fires many moves). */
const COVERAGE_DEBOUNCE_MS = 350;

/**
 * §3.2 what the server says of the pin once it settles (geo/validaCobertura), read as §5.5
 * does for a future order; `result` is undefined while nothing is known.
 */
export function useAddressCoverage(pin: GeoPoint | null, futureOrder: boolean) {
  const settled = useDebouncedValue(pin, COVERAGE_DEBOUNCE_MS);
  const query = useQuery({
    ...coverageQueryOptions(settled ?? { latitude: 0, longitude: 0 }),
    enabled: settled !== null,
  });
  const answer = settled === null || query.isPending ? undefined : query.data;
  const result = answer && futureOrder ? coverageForFutureOrder(answer) : answer;
  return { settled, query, result, points: result?.deliveryPoints ?? [] };
}

export type AddressCoverage = ReturnType<typeof useAddressCoverage>;
