import {
  minutesOfDay,
  serverTimeFormatIso,
  serverTimeFormatTime,
  serverTimeParse,
} from '../server-time';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One calendar day; El Salvador keeps UTC-6 all year, so every day lasts exactly this. */
export const SCHEDULE_DAY_MS = 24 * 60 * 60 * 1000;
/** One minute in milliseconds. */
export const SCHEDULE_MINUTE_MS = 60 * 1000;

function checkedDate(date: string): string {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over into March: the round trip catches impossible days
    const same =
      probe.getUTCFullYear() === year &&
      probe.getUTCMonth() === month - 1 &&
      probe.getUTCDate() === day;
    if (same) return date;
  }
  throw new RangeError(`Fecha inválida: '${date}'`);
}

/** §5.5 / §9 a chosen date 'yyyy-MM-dd' and time 'HH:mm' in El Salvador to epoch ms. */
export function futureOrderAtFrom(date: string, time: string): number {
  const hhmm = time.trim();
  minutesOfDay(hhmm); // RangeError on a malformed time
  // the offset is spelled as serverTimeFormatIso writes it: El Salvador has no daylight saving
  return serverTimeParse(`${checkedDate(date)}T${hhmm}:00-06:00`);
}

/** §5.5 / §9 the El Salvador calendar date 'yyyy-MM-dd' of an instant. */
export function futureOrderDateOf(at: number): string {
  return serverTimeFormatIso(at).slice(0, 10);
}

/** §5.5 / §9 the El Salvador wall-clock time 'HH:mm' of an instant. */
export function futureOrderTimeOf(at: number): string {
  return serverTimeFormatTime(at);
}

/** §9 the instant El Salvador's calendar day of `at` begins (00:00). */
export function scheduleDayStart(at: number): number {
  return futureOrderAtFrom(futureOrderDateOf(at), '00:00');
}
