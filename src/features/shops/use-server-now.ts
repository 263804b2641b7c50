import { useQuery } from '@tanstack/react-query';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import { serverNow } from '../../domain/server-time';
import { useMinuteClock } from '../../ui/use-minute-clock';

/** §2.11 the server's current instant, re-read every minute; null until the server time loads. */
export function useServerNow(): number | null {
  const { data } = useQuery(serverTimeQueryOptions());
  const deviceNow = useMinuteClock();
  return data ? serverNow(data.offsetMs, deviceNow) : null;
}
