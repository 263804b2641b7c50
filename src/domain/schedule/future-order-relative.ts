import { SCHEDULE_DAY_MS, SCHEDULE_MINUTE_MS, scheduleDayStart } from './future-order-moment';

const HOUR_MS = 60 * SCHEDULE_MINUTE_MS;

/** §4.10 / §9 refresh every minute up to an hour away, hourly beyond. */
export const FUTURE_ORDER_REFRESH_NEAR_MS = 60_000;
/** §4.10 / §9 the hourly refresh for a future order more than an hour away. */
export const FUTURE_ORDER_REFRESH_FAR_MS = 3_600_000;

/** §4.10 / §9 how far away a future order is, in the unit the chip names it by. */
export type FutureOrderDistance =
  | { unit: 'now' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  /** El Salvador calendar days ahead: 1 is tomorrow */
  | { unit: 'days'; count: number };

/**
 * §4.10 / §9 the distance the chip 'Aprox. {relative}' shows, El Salvador calendar: under an
 * hour in minutes (rounded up); later today in hours (rounded); on a later day by calendar
 * days; 'now' once the time has come. The words are the app's (src/ui/dates.ts).
 */
export function futureOrderDistance(at: number, now: number): FutureOrderDistance {
  const minutes = Math.ceil((at - now) / SCHEDULE_MINUTE_MS);
  if (minutes <= 0) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const days = (scheduleDayStart(at) - scheduleDayStart(now)) / SCHEDULE_DAY_MS;
  if (days === 0) return { unit: 'hours', count: Math.round((at - now) / HOUR_MS) };
  return { unit: 'days', count: days };
}

/** §4.10 / §9 how often to refresh the relative time: 60000 ms within an hour, else 3600000. */
export function futureOrderRefreshMs(at: number, now: number): number {
  return at - now <= HOUR_MS ? FUTURE_ORDER_REFRESH_NEAR_MS : FUTURE_ORDER_REFRESH_FAR_MS;
}
