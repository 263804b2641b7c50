import { serverTimeFormat12h } from '../server-time';
import { SCHEDULE_DAY_MS, SCHEDULE_MINUTE_MS, scheduleDayStart } from './future-order-moment';
import { scheduleDayShort } from './schedule-day-label';

const HOUR_MS = 60 * SCHEDULE_MINUTE_MS;

/** §4.10 / §9 refresh every minute up to an hour away, hourly beyond. */
export const FUTURE_ORDER_REFRESH_NEAR_MS = 60_000;
/** §4.10 / §9 the hourly refresh for a future order more than an hour away. */
export const FUTURE_ORDER_REFRESH_FAR_MS = 3_600_000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * §4.10 / §9 the relative time in the chip 'Aprox. {relative}', El Salvador calendar:
 * under an hour 'en 45 minutos' (minutes rounded up); later today 'en 3 horas' (rounded);
 * tomorrow 'mañana a las 07:30 pm'; later 'el sáb. 28/11 a las 10:00 am' ('a la 01:15 pm'
 * for one o'clock); 'ahora' once the time has come.
 */
export function futureOrderRelative(at: number, now: number): string {
  const minutes = Math.ceil((at - now) / SCHEDULE_MINUTE_MS);
  if (minutes <= 0) return 'ahora';
  if (minutes < 60) return `en ${plural(minutes, 'minuto', 'minutos')}`;
  const days = (scheduleDayStart(at) - scheduleDayStart(now)) / SCHEDULE_DAY_MS;
  if (days === 0) return `en ${plural(Math.round((at - now) / HOUR_MS), 'hora', 'horas')}`;
  const time = serverTimeFormat12h(at);
  const atTime = `${time.startsWith('01:') ? 'a la' : 'a las'} ${time}`;
  return days === 1 ? `mañana ${atTime}` : `el ${scheduleDayShort(at)} ${atTime}`;
}

/** §4.10 / §9 how often to refresh futureOrderRelative: 60000 ms within an hour, else 3600000. */
export function futureOrderRefreshMs(at: number, now: number): number {
  return at - now <= HOUR_MS ? FUTURE_ORDER_REFRESH_NEAR_MS : FUTURE_ORDER_REFRESH_FAR_MS;
}
