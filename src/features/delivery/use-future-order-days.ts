import { useMemo } from 'react';
import type { ShopHours } from '../../domain/catalogs';
import { futureOrderDays, type FutureOrderDay } from '../../domain/schedule/future-order-days';
import { futureOrderTimes, type FutureOrderTime } from '../../domain/schedule/future-order-times';
import { futureOrderDayText } from '../../ui/dates';

/** A day the future-order picker offers: its label and the times left on it. */
export interface FutureOrderChoiceDay extends FutureOrderDay {
  label: string;
  times: FutureOrderTime[];
}

/**
 * §5.5 the week's days with at least one time left (today may be over, a closed day has
 * none), each with its times at least the lead after server time.
 */
export function useFutureOrderDays(
  now: number,
  shopHours: readonly ShopHours[],
  /** the chain's hours, compared by value */
  opening: string,
  closing: string,
  leadMinutes: number,
): FutureOrderChoiceDay[] {
  return useMemo(
    () =>
      futureOrderDays(now, shopHours, { opening, closing }, 7)
        .map((d, daysAhead) => ({
          ...d,
          label: futureOrderDayText(d.start, daysAhead),
          times: futureOrderTimes(d.date, now, d.hours, leadMinutes),
        }))
        .filter((d) => d.times.length > 0),
    [now, shopHours, opening, closing, leadMinutes],
  );
}
