import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { serverClockOffset, serverTimeParse } from '../../domain/server-time';
import { apiRequest } from '../request';

/** The server instant and how far the device clock is from it (add offsetMs to Date.now()). */
export interface ServerTime {
  fecha: string;
  epochMs: number;
  offsetMs: number;
}

/** data/getFechaHora answer: `fecha`, ISO 8601 with the El Salvador offset. */
export const getFechaHoraResponseSchema = z.object({
  fecha: z.string().check(
    z.refine((v) => {
      try {
        serverTimeParse(v);
        return true;
      } catch {
        return false;
      }
    }, 'fecha no válida'),
  ),
});

/** §7 data/getFechaHora; DESIGN "Time": the offset is taken when the answer arrives. */
export async function getFechaHora(deviceNow: () => number = Date.now): Promise<ServerTime> {
  const { fecha } = await apiRequest('data/getFechaHora', {
    empty: true,
    background: true,
    schema: getFechaHoraResponseSchema,
  });
  const epochMs = serverTimeParse(fecha);
  return { fecha, epochMs, offsetMs: serverClockOffset(epochMs, deviceNow()) };
}

/** §7 default caching (5 minutes); the offset stays valid between refetches. */
export const serverTimeQueryOptions = () =>
  queryOptions({ queryKey: ['server-time'], queryFn: () => getFechaHora() });
