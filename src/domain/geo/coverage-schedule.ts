import { isWithinHours, serverTimeFormatTime } from '../server-time';
import { GEO_RESTRICTION_SCHEDULE, type GeoRestrictionWindow } from './geo-zone';

/**
 * §3.2 / §4.2 whether a schedule restriction (code 200) holds at `now` (epoch ms, read in El
 * Salvador time): inside its window, or always when it has none.
 */
export function coverageScheduleRestricted(
  restrictionCode: number | null,
  window: GeoRestrictionWindow | null | undefined,
  now: number,
): boolean {
  if (restrictionCode !== GEO_RESTRICTION_SCHEDULE) return false;
  if (!window) return true;
  return isWithinHours(serverTimeFormatTime(now), window.from, window.to);
}
