import type { ShopHours } from '../catalogs';
import { cartValidityHoursAt, type CartValidityHours } from '../cart/cart-validity-checks';
import { hhmmFormat12h } from '../clock-12h';
import { minutesOfDay, serverWeekday } from '../server-time';
import { SCHEDULE_DAY_MS, SCHEDULE_MINUTE_MS, scheduleDayStart } from './future-order-moment';

/** §3.2 an opening window 'HH:mm' - 'HH:mm' (the same shape cart validity uses). */
export type ScheduleHours = CartValidityHours;

/** §3.2 a window in minutes after its day's midnight: [from, to), `to` may pass 1440. */
export interface ScheduleWindow {
  from: number;
  to: number;
}

/** §3.2 / §9 a window that is open at an instant, with its own day's start. */
export interface ScheduleOpenWindow {
  hours: ScheduleHours;
  opensAt: number;
  closesAt: number;
}

const DAY_MINUTES = 24 * 60;
const LAST_MINUTE = DAY_MINUTES - 1;

/**
 * §3.2 / §9 the hours of the day holding `at`: with no shop rows the chain's hours every day;
 * with rows, the row for that weekday (the first, as cart validity reads it), or null when
 * the shop has no row that weekday (a closed day).
 */
export function scheduleHoursOn(
  shopHours: readonly ShopHours[],
  chainHours: ScheduleHours,
  at: number,
): ScheduleHours | null {
  const weekday = serverWeekday(at);
  if (shopHours.length > 0 && !shopHours.some((row) => row.weekday === weekday)) return null;
  return cartValidityHoursAt(shopHours, chainHours, at);
}

/**
 * §3.2 / §5.3 hours as minutes after their day's midnight, as isWithinHours reads them:
 * closing before opening crosses midnight (10:00-02:00 → 600..1560); a closing of '23:59'
 * or '00:00' is the end of the day; opening = closing is all day. A malformed window
 * restricts nothing (all day), as cartHoursContain does: the server re-checks on save.
 */
export function scheduleWindow(hours: ScheduleHours): ScheduleWindow {
  let from: number;
  let to: number;
  try {
    from = minutesOfDay(hours.opening);
    to = minutesOfDay(hours.closing);
  } catch {
    return { from: 0, to: DAY_MINUTES };
  }
  if (from === to) return { from: 0, to: DAY_MINUTES };
  if (to === LAST_MINUTE) return { from, to: DAY_MINUTES };
  return { from, to: to < from ? to + DAY_MINUTES : to };
}

/**
 * §5.3 / §9 the window open at `at`: that day's own hours, or the previous day's when they
 * cross midnight and have not closed yet (10:00-02:00 on Friday still serves Saturday 01:00).
 * Null when the shop is closed at that instant.
 */
export function scheduleOpenWindowAt(
  at: number,
  shopHours: readonly ShopHours[],
  chainHours: ScheduleHours,
): ScheduleOpenWindow | null {
  const today = scheduleDayStart(at);
  for (const dayStart of [today, today - SCHEDULE_DAY_MS]) {
    const hours = scheduleHoursOn(shopHours, chainHours, dayStart);
    if (!hours) continue;
    const { from, to } = scheduleWindow(hours);
    const opensAt = dayStart + from * SCHEDULE_MINUTE_MS;
    const closesAt = dayStart + to * SCHEDULE_MINUTE_MS;
    if (at >= opensAt && at < closesAt) return { hours, opensAt, closesAt };
  }
  return null;
}

/** §9 'HH:mm' shown as hh:mm am/pm ('00:30' → '12:30 am'); malformed text is shown as sent. */
export function scheduleTime12h(hhmm: string): string {
  try {
    return hhmmFormat12h(hhmm);
  } catch {
    return hhmm;
  }
}
