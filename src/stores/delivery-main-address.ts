import type { QueryClient } from '@tanstack/react-query';
import { direccionesQuery } from '../api/cliente/get-direcciones';
import { coverageQueryOptions } from '../api/geo/valida-cobertura';
import { deliveryModeTakesMain, savedAddressMain } from '../domain/delivery/saved-address';
import { coverageForFutureOrder } from '../domain/geo/coverage-future-order';
import { deliveryStore } from './delivery';
import { deliveryChooseMain } from './delivery-account';

/**
 * §4.1 / §4.2 after a login, and on from the bag of a registered customer: when no place was
 * chosen yet, the account's main address becomes the delivery place, its coverage asked
 * again. Quietly nothing without one, without coverage or without a connection: the customer
 * then chooses on /delivery.
 */
export async function mainAddressAfterLogin(queryClient: QueryClient): Promise<void> {
  if (!deliveryModeTakesMain(deliveryStore)) return;
  try {
    const main = savedAddressMain(
      await queryClient.fetchQuery({
        ...direccionesQuery(true),
        retry: false,
        networkMode: 'always',
      }),
    );
    if (!main) return;
    const place = { latitude: main.latitude, longitude: main.longitude };
    const answer = await queryClient.fetchQuery({
      ...coverageQueryOptions(place),
      retry: false,
      networkMode: 'always',
    });
    const coverage = answer && deliveryStore.future ? coverageForFutureOrder(answer) : answer;
    // chosen only if still nothing was chosen while the calls were under way
    deliveryChooseMain(main, coverage);
  } catch {
    // no list or no coverage now: nothing is chosen
  }
}
