import { isWithinHours, serverTimeFormatDate, serverTimeFormatTime } from '../server-time';
import type { Coupon } from './coupon';

/** §5.4 a coupon's validity now: valid, past its last day, outside its hours, or unreadable. */
export type CouponWindowVerdict = 'ok' | 'expired' | 'outsideHours' | 'badFormat';

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * §3.5 'dd/MM/yyyy' as a sortable day number (yyyymmdd), or null when it is not a real
 * calendar date (31/02/2026, 2026-01-31, '1/2/2026').
 */
export function couponDayNumber(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return real ? year * 10000 + month * 100 + day : null;
}

/** §3.5 an 'HH:mm' hour of a coupon's window is well formed (00:00 .. 23:59, two digits each). */
export function couponHourValid(text: string): boolean {
  return HOUR.test(text);
}

/**
 * §5.4 whether a coupon is valid at `serverNow` (epoch ms of the server's clock), read in the
 * chain's time zone (America/El_Salvador): its last day (FECHA_HASTA) is inclusive, and the
 * time of day must be in HORA_DESDE <= now < HORA_HASTA. The window is read as every other
 * window of the project (isWithinHours): an end of '23:59' includes that minute, an end before
 * the start crosses midnight, equal ends mean all day. A malformed date or hour: 'badFormat'
 * (checked first, so a broken coupon is never called merely expired).
 */
export function couponWindowCheck(
  coupon: Pick<Coupon, 'lastDay' | 'hoursFrom' | 'hoursTo'>,
  serverNow: number,
): CouponWindowVerdict {
  const lastDay = couponDayNumber(coupon.lastDay);
  if (lastDay === null || !couponHourValid(coupon.hoursFrom) || !couponHourValid(coupon.hoursTo)) {
    return 'badFormat';
  }
  const today = couponDayNumber(serverTimeFormatDate(serverNow));
  if (today === null || today > lastDay) return 'expired';
  const time = serverTimeFormatTime(serverNow);
  return isWithinHours(time, coupon.hoursFrom, coupon.hoursTo) ? 'ok' : 'outsideHours';
}
