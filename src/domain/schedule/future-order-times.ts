import { futureOrderAtFrom, futureOrderDateOf, SCHEDULE_MINUTE_MS } from './future-order-moment';
import { scheduleWindow, type ScheduleHours } from './schedule-hours';

/** §5.5 / §9 one time offered for a future order. */
export interface FutureOrderTime {
  at: number;
  /** after midnight in a window that crosses it: the calendar day after the chosen date */
  nextDay: boolean;
}

/**
 * §5.5 / §9 the times offered on `date` ('yyyy-MM-dd'): every `stepMinutes` from opening
 * (inclusive) while strictly before closing, so each one passes scheduleOpeningCheck; a window
 * crossing midnight continues into the next day's early hours. None earlier than now plus
 * the lead, rounded up to the next step of that grid. Empty when closed (hours null) or when
 * every time is too soon.
 */
export function futureOrderTimes(
  date: string,
  now: number,
  hours: ScheduleHours | null,
  leadMinutes: number,
  stepMinutes = 15,
): FutureOrderTime[] {
  const dayStart = futureOrderAtFrom(date, '00:00');
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0) {
    throw new RangeError(`Intervalo inválido: ${stepMinutes}`);
  }
  if (!hours) return [];
  const { from, to } = scheduleWindow(hours);
  const step = stepMinutes * SCHEDULE_MINUTE_MS;
  const opensAt = dayStart + from * SCHEDULE_MINUTE_MS;
  const closesAt = dayStart + to * SCHEDULE_MINUTE_MS;
  // a future time must be after now even with a lead of 0
  const earliest = Math.max(now + leadMinutes * SCHEDULE_MINUTE_MS, now + 1);
  const skipped = Math.max(0, Math.ceil((earliest - opensAt) / step));
  const times: FutureOrderTime[] = [];
  for (let at = opensAt + skipped * step; at < closesAt; at += step) {
    times.push({ at, nextDay: futureOrderDateOf(at) !== date });
  }
  return times;
}
