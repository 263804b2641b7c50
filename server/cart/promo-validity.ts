import {
  serverTimeFormatDate,
  serverWeekday,
  weekdayMondayIndex,
} from '../../src/domain/server-time.ts';
import { chainDateKey } from './chain-date.ts';

/**
 * §5.4 / §7 data/checkPr: a promotion is valid at an instant when the El Salvador date is on
 * or before its FECHA_HASTA (inclusive) and the weekday flag of its PROMO product (SM,
 * Monday first) is on. A FECHA_HASTA that is not a real date is never valid; weekday flags
 * that are missing or malformed mean every day (as the menu reads them).
 */
export function promotionValidAt(validUntil: string, weekdays: string | null, at: number): boolean {
  const until = chainDateKey(validUntil);
  const today = chainDateKey(serverTimeFormatDate(at));
  if (until === null || today === null || today > until) return false;
  if (weekdays === null || !/^[01](,[01]){6}$/.test(weekdays)) return true;
  return weekdays.split(',')[weekdayMondayIndex(serverWeekday(at))] === '1';
}
