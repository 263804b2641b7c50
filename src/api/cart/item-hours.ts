import { queryOptions } from '@tanstack/react-query';
import type { ItemSchedule } from '../../domain/menu-data';
import { serverTimeFormatDate, serverTimeFormatTime } from '../../domain/server-time';
import { scheduleWireSchema } from '../menu/extras-wire';
import { apiRequest } from '../request';
import { wireAnswer, wireList, wireMap, wireObject } from '../../protocol/wire';

/** What data/checkHr is asked about (used for the cart, favourites and the menu). */
export interface ItemHoursQuery {
  menuIds: readonly number[];
  /**
   * §5.5 the future order (epoch ms) only when it is set and neither flagged invalid nor
   * too soon; null otherwise, and the server judges the hours at its own now.
   */
  futureOrderAt: number | null;
}

/** data/checkHr answer: rows { I, HD, HH } (and `is`, not needed here) → ItemSchedule. */
export const checkHrResponseSchema = wireAnswer(
  wireMap(wireObject({ data: wireList(scheduleWireSchema) }), ({ data }): ItemSchedule[] => data),
);

/** §5.5 pff / pfh: the future order's date dd/MM/yyyy and hour HH:mm in El Salvador, or 'n'. */
export function itemHoursMoment(futureOrderAt: number | null): { pff: string; pfh: string } {
  if (futureOrderAt === null) return { pff: 'n', pfh: 'n' };
  return { pff: serverTimeFormatDate(futureOrderAt), pfh: serverTimeFormatTime(futureOrderAt) };
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

/** §7 data/checkHr (multipart, guest): the hours of the asked items that have any (§5.3). */
export function checkHr(query: ItemHoursQuery): Promise<ItemSchedule[]> {
  return apiRequest('data/checkHr', {
    multipart: true,
    guest: true,
    body: { ids: distinct(query.menuIds).join(','), ...itemHoursMoment(query.futureOrderAt) },
    schema: checkHrResponseSchema,
  });
}

/** §7 default caching (5 minutes); keyed by the ids and the future date and hour. */
export const itemHoursQueryOptions = (query: ItemHoursQuery) => {
  const { pff, pfh } = itemHoursMoment(query.futureOrderAt);
  return queryOptions({
    queryKey: ['cart', 'item-hours', distinct(query.menuIds), pff, pfh],
    queryFn: () => checkHr(query),
  });
};
