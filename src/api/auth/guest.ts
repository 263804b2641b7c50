import * as v from 'valibot';
import { sessionSetGuestToken, sessionStore } from '../session';
import { apiEvents } from '../api-events';
import { ApiError } from '../api-error';
import { envelopeCheck } from '../envelope';
import { sendCall } from '../http';
import { wireAnswer, wireObject } from '../../protocol/wire';

/** auth/guest answer: the guest JWT. */
export const guestResponseSchema = wireAnswer(
  wireObject({ token: v.pipe(v.string(), v.minLength(1)) }),
);

let inFlight: Promise<string> | null = null;

/** §4.1 / §7 auth/guest: a new guest token, stored in the session. */
export async function authGuest(): Promise<string> {
  const { status, json } = await sendCall('auth/guest', { empty: true });
  try {
    envelopeCheck(json, { errorToast: false }, status);
  } catch (error) {
    // §8.1 a guest session failure shows the server message as a warning
    if (error instanceof ApiError) apiEvents.notice('warning', error.message);
    throw error;
  }
  const parsed = guestResponseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('PARSE', 'Respuesta inesperada del servidor');
  sessionSetGuestToken(parsed.data.token);
  return parsed.data.token;
}

/** §4.1 the stored guest token, or one fetched once however many calls ask at the same time. */
export function ensureGuestToken(): Promise<string> {
  if (sessionStore.guestToken !== null) return Promise.resolve(sessionStore.guestToken);
  inFlight ??= authGuest().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
