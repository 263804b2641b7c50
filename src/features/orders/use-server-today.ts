import { useServerNowOrDevice } from '../../api/menu/use-server-now';
import { orderDateKey } from '../../domain/order/order-date';
import { serverTimeFormatDate } from '../../domain/server-time';

/**
 * §4.4 today's date in El Salvador ('yyyy-MM-dd') by the server's clock, for 'in progress'
 * orders; the device clock stands in until the server time is known.
 */
export function useServerToday(): string {
  const now = useServerNowOrDevice();
  return orderDateKey(serverTimeFormatDate(now)) ?? '';
}
