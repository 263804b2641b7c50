import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { serverClockOffset, serverTimeFormatIso, serverTimeParse } from '../../domain/server-time';
import { ApiError } from '../api-error';
import { apiRequest } from '../request';
import { wireAnswer, wireObject } from '../../protocol/wire';

/** The server instant and how far the device clock is from it (add offsetMs to Date.now()). */
export interface ServerTime {
  fecha: string;
  epochMs: number;
  offsetMs: number;
  /** True when the server could not be reached and the device clock stands in. */
  estimated?: boolean;
}

const DEFAULT_STALE_MS = 5 * 60_000;

/** data/getFechaHora answer: `fecha`, ISO 8601 with the El Salvador offset. */
export const getFechaHoraResponseSchema = wireAnswer(
  wireObject({
    fecha: v.pipe(
      v.string(),
      v.check((value) => {
        try {
          serverTimeParse(value);
          return true;
        } catch {
          return false;
        }
      }, 'fecha no válida'),
    ),
  }),
);

/**
 * §7 data/getFechaHora; DESIGN "Time": the offset is taken when the answer arrives (for an
 * answer the page asked for with its HTML, when it arrived then, not when the app read it).
 */
export async function getFechaHora(deviceNow: () => number = Date.now): Promise<ServerTime> {
  let arrivedAt: number | null = null;
  const { fecha } = await apiRequest('data/getFechaHora', {
    empty: true,
    background: true,
    schema: getFechaHoraResponseSchema,
    onEarlyArrival: (deviceTime) => (arrivedAt = deviceTime),
  });
  const epochMs = serverTimeParse(fecha);
  return { fecha, epochMs, offsetMs: serverClockOffset(epochMs, arrivedAt ?? deviceNow()) };
}

/**
 * The server time, or with no connection the device clock (offset 0, `estimated`), so an
 * offline menu still opens; an estimate is stale at once and replaced when back online.
 */
export async function serverTimeOrDeviceClock(
  deviceNow: () => number = Date.now,
): Promise<ServerTime> {
  try {
    return await getFechaHora(deviceNow);
  } catch (error) {
    const unreachable =
      error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
    if (!unreachable) throw error;
    const epochMs = deviceNow();
    return { fecha: serverTimeFormatIso(epochMs), epochMs, offsetMs: 0, estimated: true };
  }
}

/** §7 default caching (5 minutes); the offset stays valid between refetches. */
export const serverTimeQueryOptions = () =>
  queryOptions({
    queryKey: ['server-time'],
    queryFn: () => serverTimeOrDeviceClock(),
    staleTime: (query) => (query.state.data?.estimated ? 0 : DEFAULT_STALE_MS),
  });
