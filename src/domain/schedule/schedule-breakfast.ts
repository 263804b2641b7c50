import type { MenuParameters } from '../menu-data';
import { isWithinHours, minutesOfDay, serverTimeFormatTime } from '../server-time';

/** §9 the morning window when the menu parameters give none. */
export const SCHEDULE_BREAKFAST_DEFAULT = { breakfastStart: '07:00', breakfastEnd: '11:00' };

const wellFormed = (hhmm: string) => {
  try {
    minutesOfDay(hhmm);
    return true;
  } catch {
    return false;
  }
};

/**
 * §9 whether `at` (server time) is in the morning window [start, end): 07:00 is in, 10:59
 * is in, 11:00 is out. If either bound is empty or malformed the whole default window is
 * used, never half of each.
 */
export function scheduleIsBreakfast(
  at: number,
  parameters: Pick<MenuParameters, 'breakfastStart' | 'breakfastEnd'>,
): boolean {
  const usable = wellFormed(parameters.breakfastStart) && wellFormed(parameters.breakfastEnd);
  const { breakfastStart, breakfastEnd } = usable ? parameters : SCHEDULE_BREAKFAST_DEFAULT;
  return isWithinHours(serverTimeFormatTime(at), breakfastStart, breakfastEnd);
}
