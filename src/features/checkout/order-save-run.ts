import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { coverageQueryOptions } from '../../api/geo/valida-cobertura';
import { saveOrderPendiente } from '../../api/order/save-order';
import { pushSubscriptionToken } from '../../api/push/push-subscription';
import { orderSaveRefusal } from '../../domain/checkout/order-save-refusal';
import { orderSaveOutcome, type OrderSaveOutcome } from '../../domain/checkout/order-save-result';
import { COVERAGE_NONE_MESSAGE } from '../../domain/geo/coverage';
import { ORDERING_COUNTRY_MESSAGE, orderingAllowed } from '../../domain/ordering-country';
import type { OrderSaveBody } from '../../protocol/order-body';
import { checkoutAttemptKey } from '../../stores/checkout';
import {
  orderContentOf,
  orderIdentityHash,
  orderSaveBodyBuild,
  type OrderBodyInput,
} from './order-save-body';

/** What one press of 'Confirmar pedido' is made of. */
export interface OrderSaveInput extends OrderBodyInput {
  queryClient: QueryClient;
  online: boolean;
  /** §1 / §3.9 the chain's country code and fake-cash flag */
  country: { code: string; fakeCash: boolean };
}

/** Where a save attempt ended. */
export type OrderSaveRun =
  /** §4.3 refused before sending (another country, no place, empty cart or data, no coverage) */
  | { kind: 'stopped'; message: string }
  /** the server answered */
  | { kind: 'answered'; outcome: OrderSaveOutcome; body: OrderSaveBody }
  /** no connection (or it timed out): the body may wait in the outbox */
  | { kind: 'unreachable'; body: OrderSaveBody }
  /** anything else went wrong */
  | { kind: 'error' };

const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');

/**
 * §4.3 home delivery is checked for coverage before saving (numeric coordinates needed).
 * Offline, or when the check cannot reach the server, the last known answer decides and
 * an unknown one lets the order go on: the server checks again when it arrives.
 */
async function coverageHolds(input: OrderSaveInput): Promise<boolean> {
  const { delivery, queryClient } = input;
  if (delivery.kind !== 'home') return true;
  const coverage = delivery.address?.coverage;
  if (!coverage || !Number.isFinite(coverage.latitude) || !Number.isFinite(coverage.longitude)) {
    return false;
  }
  const options = coverageQueryOptions({
    latitude: coverage.latitude,
    longitude: coverage.longitude,
  });
  const known = () => queryClient.getQueryData(options.queryKey) !== null;
  if (!input.online) return known();
  try {
    return (await queryClient.fetchQuery({ ...options, retry: false })) !== null;
  } catch (error) {
    if (unreachable(error)) return known();
    throw error;
  }
}

/**
 * §4.3 the key first, then the body written once with it: the attempt's key is the one kept
 * for what identifies the order (the same order sent again keeps it, a changed one gets a new
 * one), and the body carries it with the browser's push subscription, left out of the key.
 */
function orderBodyWithKey(input: OrderSaveInput, pushToken: string): OrderSaveBody {
  const content = orderContentOf(input);
  const key = checkoutAttemptKey(orderIdentityHash(content));
  return orderSaveBodyBuild(content, { key, pushToken });
}

/**
 * §1 / §4.3 one order save: the country and the other refusals first, the coverage of a home delivery, then
 * data/saveOrderPendiente with one idempotency key per distinct body.
 */
export async function orderSaveRun(input: OrderSaveInput): Promise<OrderSaveRun> {
  // §1 the country check first: nothing else would let the order go
  const refusal = orderingAllowed(input.country.code, input.country.fakeCash)
    ? orderSaveRefusal(input)
    : ORDERING_COUNTRY_MESSAGE;
  if (refusal !== null) return { kind: 'stopped', message: refusal };
  let body: OrderSaveBody;
  try {
    // INVALID_ADDRESS: the place lost its coverage
    if (!(await coverageHolds(input))) return { kind: 'stopped', message: COVERAGE_NONE_MESSAGE };
    body = orderBodyWithKey(input, await pushSubscriptionToken());
  } catch {
    return { kind: 'error' };
  }
  if (!input.online) return { kind: 'unreachable', body };
  try {
    const answer = await saveOrderPendiente(body);
    return { kind: 'answered', outcome: orderSaveOutcome(answer), body };
  } catch (error) {
    return unreachable(error) ? { kind: 'unreachable', body } : { kind: 'error' };
  }
}
