import { serverTimeFormatIso } from '../../src/domain/server-time.ts';

/** Today in El Salvador as 'YYYY-MM-DD' (§5.1 the age on the birthday is counted on it). */
export function accountToday(now: Date): string {
  return serverTimeFormatIso(now.getTime()).slice(0, 10);
}
