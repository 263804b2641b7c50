import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverNow } from '../../domain/server-time';
import { serverTimeQueryOptions } from './get-fecha-hora';

/** §9 relative times refresh every 60000 ms: the device clock is re-read once a minute. */
export const SERVER_NOW_REFRESH_MS = 60_000;

/**
 * The device's epoch ms, re-read every `everyMs`: what rules that depend on the time of day
 * (opening hours, item schedules, future orders) start from, before the server's offset.
 */
function useDeviceClock(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * §2.11 the server's current instant (data/getFechaHora's offset on the device clock),
 * re-read every minute; null until the server time is known.
 */
export function useServerNow(): number | null {
  const offset = useQuery(serverTimeQueryOptions()).data?.offsetMs;
  const deviceNow = useDeviceClock(SERVER_NOW_REFRESH_MS);
  return offset === undefined ? null : serverNow(offset, deviceNow);
}

/**
 * §2.11 the server's current instant, with the device clock standing in until the server
 * time is known; re-read every `everyMs` (a minute by default).
 */
export function useServerNowOrDevice(everyMs = SERVER_NOW_REFRESH_MS): number {
  const offset = useQuery(serverTimeQueryOptions()).data?.offsetMs ?? 0;
  return serverNow(offset, useDeviceClock(everyMs));
}

/** §2.11 the server's current instant, re-read every minute; suspends until it is known. */
export function useServerNowSuspense(): number {
  const { data } = useSuspenseQuery(serverTimeQueryOptions());
  return serverNow(data.offsetMs, useDeviceClock(SERVER_NOW_REFRESH_MS));
}
