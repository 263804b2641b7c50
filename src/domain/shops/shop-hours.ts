import type { Shop } from '../catalogs';
import { hhmmFormat12h } from '../clock-12h';
import { serverWeekday } from '../server-time';

/** §3.2 a shop's opening and closing time for one day, 'HH:mm'. */
export interface ShopDayHours {
  opening: string;
  closing: string;
}

/** §2.11 today's hours: the entry for the El Salvador weekday of `now` (server epoch ms). */
export function shopHoursToday(shop: Pick<Shop, 'hours'>, now: number): ShopDayHours | null {
  const weekday = serverWeekday(now);
  const today = shop.hours.find((h) => h.weekday === weekday);
  return today ? { opening: today.openingTime, closing: today.closingTime } : null;
}

/** §2.11 'Abierto de {opening} a {closing}' in 12-hour form, or null with no hours today. */
export function shopOpenText(shop: Pick<Shop, 'hours'>, now: number): string | null {
  const today = shopHoursToday(shop, now);
  if (!today) return null;
  return `Abierto de ${hhmmFormat12h(today.opening)} a ${hhmmFormat12h(today.closing)}`;
}
