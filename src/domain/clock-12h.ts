import { minutesOfDay } from './server-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** §2.11 / §9 'HH:mm' in the 12-hour form hh:mm am/pm: '19:05' → '07:05 pm'; throws if malformed. */
export function hhmmFormat12h(hhmm: string): string {
  const minutes = minutesOfDay(hhmm);
  const hour = Math.floor(minutes / 60);
  return `${pad(hour % 12 || 12)}:${pad(minutes % 60)} ${hour < 12 ? 'am' : 'pm'}`;
}
