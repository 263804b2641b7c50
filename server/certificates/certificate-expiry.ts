import { serverTimeFormatIso } from '../../src/domain/server-time.ts';

/**
 * §3.7 a certificate's validity (decision 032): it can be spent through the same day one
 * year after it was issued, days counted in El Salvador. Dates are 'YYYY-MM-DD' as stored
 * and 'dd/MM/yyyy' on the wire.
 */

/** Today in El Salvador, 'YYYY-MM-DD'. */
export function certificateToday(now: Date): string {
  return serverTimeFormatIso(now.getTime()).slice(0, 10);
}

/** The last day a certificate issued `now` can be spent: the same day next year (28 Feb for 29 Feb). */
export function certificateExpiryOf(now: Date): string {
  const [year = '', month = '', day = ''] = certificateToday(now).split('-');
  const next = Number(year) + 1;
  const leap = (next % 4 === 0 && next % 100 !== 0) || next % 400 === 0;
  const lastDay = month === '02' && day === '29' && !leap ? '28' : day;
  return `${next}-${month}-${lastDay}`;
}

/** Whether a certificate expiring on `expiresOn` can no longer be spent `now`. */
export function certificateExpired(expiresOn: string, now: Date): boolean {
  return certificateToday(now) > expiresOn;
}

/** 'YYYY-MM-DD' as the wire writes it, 'dd/MM/yyyy'. */
export function certificateDateWire(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
