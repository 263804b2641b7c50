import { useServerNowOrDevice } from '../../api/menu/use-server-now';
import { serverTimeFormatDate } from '../../domain/server-time';

/**
 * §5.1 today's date in El Salvador ('YYYY-MM-DD') by the server's clock, for the birthday's
 * age rule; the device clock stands in until the server time is known.
 */
export function useProfileToday(): string {
  const [day, month, year] = serverTimeFormatDate(useServerNowOrDevice()).split('/');
  return `${year}-${month}-${day}`;
}
