import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { coverageQueryOptions } from '../../api/geo/valida-cobertura';
import type { DeliveryAddressOutcome } from '../../domain/delivery/delivery-mode';
import { savedAddressDelivery, type SavedAddress } from '../../domain/delivery/saved-address';
import { COVERAGE_NONE_MESSAGE, COVERAGE_SCHEDULE_MESSAGE } from '../../domain/geo/coverage';
import { coverageForFutureOrder } from '../../domain/geo/coverage-future-order';
import { deliveryChooseAddress, deliveryStore } from '../../stores/delivery';
import { toastPush } from '../../stores/ui';

/** §8.2 the coverage of a saved address could not be asked. */
const COVERAGE_FAILED = 'No pudimos verificar la cobertura. Revisa tu conexión.';

/**
 * §4.2 choosing a saved address: its coverage is asked for its place (geo/validaCobertura),
 * then the choice carries its id, tag and texts. Resolves with where the choice led, or null
 * when it was not made (no coverage, no connection: a Spanish toast says so).
 */
export function useSavedAddressChoose() {
  const queryClient = useQueryClient();
  const [choosingId, setChoosingId] = useState<number | null>(null);
  const choose = async (saved: SavedAddress): Promise<DeliveryAddressOutcome | null> => {
    setChoosingId(saved.id);
    try {
      const place = { latitude: saved.latitude, longitude: saved.longitude };
      const answer = await queryClient.fetchQuery({
        ...coverageQueryOptions(place),
        retry: false,
        networkMode: 'always',
      });
      if (answer === null) {
        toastPush('error', COVERAGE_NONE_MESSAGE);
        return null;
      }
      const coverage = deliveryStore.future ? coverageForFutureOrder(answer) : answer;
      const outcome = deliveryChooseAddress(savedAddressDelivery(saved, coverage));
      if (outcome === 'scheduleRestricted') toastPush('warning', COVERAGE_SCHEDULE_MESSAGE);
      return outcome;
    } catch {
      toastPush('error', COVERAGE_FAILED);
      return null;
    } finally {
      setChoosingId(null);
    }
  };
  return { choose, choosingId };
}
