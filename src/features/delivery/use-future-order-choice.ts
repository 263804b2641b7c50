import type { ShopHours } from '../../domain/catalogs';
import type { DeliveryFutureOrder } from '../../domain/delivery/delivery-mode';
import type { MenuParameters } from '../../domain/menu-data';
import { futureOrderLeadMinutes } from '../../domain/schedule/future-order-lead';
import { futureOrderDateOf } from '../../domain/schedule/future-order-moment';
import { futureOrderNotice } from './future-order-notice';
import { useFutureOrderDays } from './use-future-order-days';

/** When the order is wanted, and what the choice depends on. */
export interface FutureOrderChoiceInput {
  now: number;
  parameters: Pick<
    MenuParameters,
    'openingTime' | 'closingTime' | 'minFutureMinutes' | 'futureOrdersDisabled'
  >;
  /** the serving shop's hours; empty: the chain's hours */
  shopHours: readonly ShopHours[];
  value: DeliveryFutureOrder | null;
  onChange: (future: DeliveryFutureOrder | null) => void;
}

/**
 * §5.5 the days a future order can take, the one chosen (else the first), why the order
 * cannot be served as chosen, and choosing a day (its first time left).
 */
export function useFutureOrderChoice({
  now,
  parameters,
  shopHours,
  value,
  onChange,
}: FutureOrderChoiceInput) {
  const lead = futureOrderLeadMinutes(parameters);
  const chain = { opening: parameters.openingTime, closing: parameters.closingTime };
  const days = useFutureOrderDays(now, shopHours, chain.opening, chain.closing, lead);
  const chosenDate = value ? futureOrderDateOf(value.at) : null;
  const day = days.find((d) => d.date === chosenDate) ?? days[0] ?? null;
  const notice = futureOrderNotice({
    now,
    at: value?.at ?? null,
    shopHours,
    chain,
    leadMinutes: lead,
  });
  const chooseDay = (date: string) => {
    const first = days.find((d) => d.date === date)?.times[0];
    onChange(first ? { at: first.at, invalid: false } : null);
  };
  return { days, day, notice, chooseDay };
}
