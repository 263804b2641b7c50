// When the order-placement bench's pickup orders are for: now when the shop is open for the
// whole run, else the first future slot that stays valid until its last request.
import type { Shop } from '../../src/domain/catalogs.ts';
import { futureOrderDays } from '../../src/domain/schedule/future-order-days.ts';
import { futureOrderTimes } from '../../src/domain/schedule/future-order-times.ts';
import { scheduleOpeningCheck } from '../../src/domain/schedule/schedule-opening-check.ts';
import type { ScheduleHours } from '../../src/domain/schedule/schedule-hours.ts';
import { serverTimeFormatDateTime } from '../../src/domain/server-time.ts';

/** Minutes the run may take: the chosen moment must stay valid from first to last request. */
const RUN_MARGIN_MS = 10 * 60_000;

export interface OrderMoment {
  /** the future instant, or null for an immediate order */
  at: number | null;
  label: string;
}

/**
 * §4.4 / §5.5 an immediate order when the shop is open now and still in ten minutes; else the
 * first future slot (futureOrderDays / futureOrderTimes) that is at least the lead plus ten
 * minutes away and passes the opening check, so it stays valid for the whole run.
 */
export function orderMoment(
  now: number,
  shop: Shop,
  chainHours: ScheduleHours,
  lead: number,
): OrderMoment | null {
  const check = (at: number, futureOrderAt: number | null) =>
    scheduleOpeningCheck({
      now: at,
      futureOrderAt,
      shopHours: shop.hours,
      chainHours,
      minLeadMinutes: lead,
    }) === 'ok';
  if (check(now, null) && check(now + RUN_MARGIN_MS, null)) return { at: null, label: 'now' };
  const later = now + RUN_MARGIN_MS;
  for (const day of futureOrderDays(later, shop.hours, chainHours)) {
    for (const time of futureOrderTimes(day.date, later, day.hours, lead)) {
      if (check(now, time.at) && check(later, time.at)) {
        return { at: time.at, label: `future order ${serverTimeFormatDateTime(time.at)}` };
      }
    }
  }
  return null;
}
