import { futureOrderAtFrom } from '../schedule/future-order-moment';

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+\d{2}:\d{2})?$/;

/**
 * §1 / §4.4 the calendar day of a 'dd/MM/yyyy' or 'dd/MM/yyyy HH:mm' text (El Salvador
 * time, as the server sends it) as 'yyyy-MM-dd', the form orderIsInProgress compares; null
 * when malformed.
 */
export function orderDateKey(dateTime: string): string | null {
  const match = DATE_TIME.exec(dateTime.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return `${year}-${month}-${day}`;
}

/**
 * §3.6 / §9 the instant of a 'dd/MM/yyyy HH:mm' text (El Salvador time, as the server sends
 * an order's dates); null when malformed or an impossible day.
 */
export function orderDateTimeAt(dateTime: string): number | null {
  const date = orderDateKey(dateTime);
  const time = dateTime.trim().split(/\s+/)[1];
  if (date === null || time === undefined) return null;
  try {
    return futureOrderAtFrom(date, time);
  } catch {
    return null;
  }
}
