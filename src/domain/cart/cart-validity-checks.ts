import type { ShopHours } from '../catalogs';
import type { Channel } from '../menu';
import type { ItemSchedule } from '../menu-data';
import {
  isWithinHours,
  serverTimeFormatTime,
  serverWeekday,
  weekdayMondayIndex,
} from '../server-time';
import type { CartItem, CartOptionEntry } from './cart-item';

/** §4.2 the delivery mode the cart is checked against. */
export type CartDeliveryKind = 'none' | 'home' | 'shop';

/** §3.2 an opening window in 'HH:mm'. */
export interface CartValidityHours {
  opening: string;
  closing: string;
}

/** §9 whether a channel (TODOS, DOMI home, LLEV to go) serves a delivery mode. */
export function cartChannelServes(channel: Channel, kind: CartDeliveryKind): boolean {
  if (channel === 'TODOS') return true;
  return channel === (kind === 'home' ? 'DOMI' : kind === 'shop' ? 'LLEV' : null);
}

/** §5.3 an item or option is restricted only once a mode is chosen that its channel excludes. */
export function cartChannelRestricts(channel: Channel, kind: CartDeliveryKind): boolean {
  return kind !== 'none' && !cartChannelServes(channel, kind);
}

/** §3.4 every option entry of a row's units, nested choices included. */
export function cartItemOptionEntries(item: CartItem): CartOptionEntry[] {
  const all: CartOptionEntry[] = [];
  const visit = (entries: readonly CartOptionEntry[]) => {
    for (const entry of entries) {
      all.push(entry);
      visit(entry.choices);
    }
  };
  for (const unit of item.units) visit(unit.options);
  return all;
}

/** §5.3 isWithinHours that never throws on a malformed window. */
export function cartHoursContain(time: string, hours: CartValidityHours): boolean {
  // choice: bad wire data restricts nothing; the server re-checks on save (§8.1 codes 02/03)
  try {
    return isWithinHours(time, hours.opening, hours.closing);
  } catch {
    return true;
  }
}

/** §5.3 / §3.3 whether an item is sold at an instant: weekday flag and any schedule row. */
export function cartScheduleAllows(
  item: Pick<CartItem, 'menuId' | 'weekdays'>,
  schedules: readonly ItemSchedule[],
  at: number,
): boolean {
  // §3.3 diasHabilitado is Monday..Sunday; a missing flag means enabled (as productIsVisible)
  if (item.weekdays[weekdayMondayIndex(serverWeekday(at))] === false) return false;
  // several rows for one item are alternative windows: any of them allows it
  const rows = schedules.filter((row) => row.menuId === item.menuId);
  const time = serverTimeFormatTime(at);
  return (
    rows.length === 0 ||
    rows.some((r) => cartHoursContain(time, { opening: r.from, closing: r.to }))
  );
}

/** §3.2 / §9 hours at an instant: the serving shop's row for that weekday, else the chain's. */
export function cartValidityHoursAt(
  shopHours: readonly ShopHours[],
  chain: CartValidityHours,
  at: number,
): CartValidityHours {
  const today = shopHours.find((row) => row.weekday === serverWeekday(at));
  return today ? { opening: today.openingTime, closing: today.closingTime } : chain;
}
