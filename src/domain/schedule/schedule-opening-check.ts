import type { ShopHours } from '../catalogs';
import { futureOrderStatus } from './future-order-lead';
import { SCHEDULE_MINUTE_MS, scheduleDayStart } from './future-order-moment';
import {
  scheduleHoursOn,
  scheduleOpenWindowAt,
  scheduleWindow,
  type ScheduleHours,
} from './schedule-hours';

/** §4.4 opening-time check outcomes; 'ok' is "not error". */
export type ScheduleOpeningOutcome =
  | 'ok'
  | 'notFutureHour'
  | 'minimumTimeInvalid'
  | 'unopenedStore'
  | 'shopClosed'
  | 'minimumTimeOpening';

/** §4.4 / §5.3 / §5.5 what the opening-time check reads; every instant is server time. */
export interface ScheduleOpeningInput {
  now: number;
  futureOrderAt: number | null;
  /** the serving shop's rows; empty means the chain's hours every day */
  shopHours: readonly ShopHours[];
  chainHours: ScheduleHours;
  minLeadMinutes: number;
}

/**
 * §4.4 / §5.3 / §5.5 the opening-time check. A window is [opening, closing): the closing
 * minute is closed, '23:59' runs to midnight, and a window crossing midnight serves the
 * next day's early hours.
 *
 * Without a future order: 'ok' while a window is open now; otherwise 'unopenedStore' when
 * today's opening is still ahead, and 'shopClosed' when today's hours are over or the shop
 * has no row for today (a closed day).
 *
 * With a future order, in this order: 'notFutureHour' when it is not after now;
 * 'minimumTimeInvalid' when it is less than the minimum lead ahead (exactly the lead is
 * fine); 'minimumTimeOpening' when the shop is not open at that instant (outside its day's
 * window, or a closed day); else 'ok', whatever the hours are now. No extra lead is asked
 * before closing: the lead already runs from now, and a time the shop is open is servable.
 */
export function scheduleOpeningCheck(input: ScheduleOpeningInput): ScheduleOpeningOutcome {
  const { now, futureOrderAt, shopHours, chainHours } = input;
  if (futureOrderAt !== null) {
    const status = futureOrderStatus(futureOrderAt, now, input.minLeadMinutes);
    if (status === 'past') return 'notFutureHour';
    if (status === 'tooSoon') return 'minimumTimeInvalid';
    return scheduleOpenWindowAt(futureOrderAt, shopHours, chainHours) ? 'ok' : 'minimumTimeOpening';
  }
  if (scheduleOpenWindowAt(now, shopHours, chainHours)) return 'ok';
  const today = scheduleDayStart(now);
  const hours = scheduleHoursOn(shopHours, chainHours, today);
  if (!hours) return 'shopClosed';
  const opensAt = today + scheduleWindow(hours).from * SCHEDULE_MINUTE_MS;
  return now < opensAt ? 'unopenedStore' : 'shopClosed';
}
