import { useQuery } from '@tanstack/react-query';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import { orderDateKey } from '../../domain/order/order-date';
import { serverNow, serverTimeFormatDate } from '../../domain/server-time';
import { useMinuteClock } from '../../ui/use-minute-clock';

/**
 * §4.4 today's date in El Salvador ('yyyy-MM-dd') by the server's clock, for 'in progress'
 * orders; the device clock stands in until the server time is known.
 */
export function useServerToday(): string {
  const { data } = useQuery(serverTimeQueryOptions());
  const deviceNow = useMinuteClock();
  const now = serverNow(data?.offsetMs ?? 0, deviceNow);
  return orderDateKey(serverTimeFormatDate(now)) ?? '';
}
