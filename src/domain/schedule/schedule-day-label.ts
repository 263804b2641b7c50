import { serverTimeFormatDate, serverWeekday } from '../server-time';

// written out rather than Intl: the same text on every device and in every test runner
const WEEKDAY_SHORT = ['dom.', 'lun.', 'mar.', 'mié.', 'jue.', 'vie.', 'sáb.'] as const;

/** §9 a day as the future-order picker names it in El Salvador time: 'sáb. 28/11'. */
export function scheduleDayShort(at: number): string {
  return `${WEEKDAY_SHORT[serverWeekday(at)]} ${serverTimeFormatDate(at).slice(0, 5)}`;
}
