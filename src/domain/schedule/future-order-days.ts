import type { ShopHours } from '../catalogs';
import { serverWeekday } from '../server-time';
import { futureOrderDateOf, SCHEDULE_DAY_MS, scheduleDayStart } from './future-order-moment';
import { scheduleHoursOn, type ScheduleHours } from './schedule-hours';

/** §5.5 one day offered for a future order. */
export interface FutureOrderDay {
  /** El Salvador calendar date, 'yyyy-MM-dd' */
  date: string;
  /** the instant the day begins (00:00 in El Salvador), for the picker's label */
  start: number;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
  /** the shop's hours that day; null when it has no row that weekday (closed) */
  hours: ScheduleHours | null;
}

/**
 * §5.5 the next `days` calendar days in El Salvador, today first, each with its hours
 * (shop rows, else the chain's; see scheduleHoursOn). Days are listed even when closed.
 */
export function futureOrderDays(
  now: number,
  shopHours: readonly ShopHours[],
  chainHours: ScheduleHours,
  days = 7,
): FutureOrderDay[] {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Número de días inválido: ${days}`);
  const today = scheduleDayStart(now);
  return Array.from({ length: days }, (_, index) => {
    // a fixed offset with no daylight saving: every day is exactly one SCHEDULE_DAY_MS long
    const start = today + index * SCHEDULE_DAY_MS;
    return {
      date: futureOrderDateOf(start),
      start,
      weekday: serverWeekday(start),
      hours: scheduleHoursOn(shopHours, chainHours, start),
    };
  });
}
