import { ACCOUNT_MESSAGES } from './account-messages.ts';

/** §5.1 the youngest age that may hold an account. */
export const ACCOUNT_MIN_AGE = 16;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A 'YYYY-MM-DD' that names a real calendar day (no 31 April, 29 February only in leap years). */
export function calendarDateParse(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : null;
}

/** Whole years from `birth` to `today` (a birthday on 29 February counts on 1 March). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const before =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (before ? 1 : 0);
}

/**
 * §5.1 / §5.2 a birthday: empty is accepted; otherwise a real date on which the customer
 * is at least 16 on `today` (the server's date in El Salvador, 'YYYY-MM-DD').
 */
export function birthdayCheck(value: string, today: string): string | null {
  if (value.trim() === '') return null;
  const birth = calendarDateParse(value);
  const now = calendarDateParse(today);
  if (!birth || !now) return ACCOUNT_MESSAGES.birthday;
  return ageOn(birth, now) >= ACCOUNT_MIN_AGE ? null : ACCOUNT_MESSAGES.birthday;
}

/** §5.1 the birth date sent: today's date when the customer left it empty. */
export function birthdayToSend(value: string, today: string): string {
  return value.trim() === '' ? today : value.trim();
}

/**
 * §5.1 a stored birth date as the profile shows it. A missing birthday is sent as the day
 * of the save (birthdayToSend), which the age rule then refuses: a stored date that fails
 * it can only be that default, so it shows empty and the form stays savable.
 */
export function birthdayShown(stored: string, today: string): string {
  return birthdayCheck(stored, today) === null ? stored.trim() : '';
}

/**
 * §5.1 the birth date as the server keeps it: empty when the customer left it empty, which
 * the app sends as today's date (birthdayToSend), so today's date reads as empty too.
 */
export function birthdayReceived(value: string, today: string): string {
  const text = value.trim();
  return text === today ? '' : text;
}
