import { sessionStore } from './session';
import { apiEvents } from './api-events';
import { ApiError } from './api-error';
import { ensureGuestToken } from './auth/guest';
import { envelopeCheck, type EnvelopeToasts } from './envelope';
import { sendCall, type SendOptions } from './http';
import { yieldToMain } from './yield-to-main';

/** What apiRequest needs of a schema: an answer schema made with wireAnswer (./wire). */
export interface AnswerSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** §7 flags of one call, plus §8.1 toast choices and the schema of its answer. */
export interface RequestOptions<T> extends SendOptions, EnvelopeToasts {
  /** no loading indicator (§7 background) */
  background?: boolean;
  schema?: AnswerSchema<T>;
}

async function attempt<T>(call: string, opts: RequestOptions<T>): Promise<T> {
  if (opts.guest && !(opts.secure && sessionStore.accessToken !== null)) {
    await ensureGuestToken();
  }
  const { status, json } = await sendCall(call, opts);
  envelopeCheck(json, opts, status);
  if (!opts.schema) return json as T;
  await yieldToMain();
  const parsed = opts.schema.safeParse(json);
  await yieldToMain();
  if (!parsed.success) {
    throw new ApiError('PARSE', 'Respuesta inesperada del servidor', {
      status,
      payload: parsed.error.issues,
    });
  }
  return parsed.data;
}

/**
 * §7 the one way the app talks to the server: POST {API_BASE}/{call} with the request flags,
 * §4.1 token handling and §8.1 return codes. Resolves with the (parsed) answer of a '00'.
 */
export async function apiRequest<T = unknown>(
  call: string,
  opts: RequestOptions<T> = {},
): Promise<T> {
  if (!opts.background) apiEvents.loadingStart();
  // a call that only may carry the guest token goes again without it once a 401 cleared it
  const retryable = opts.guest || (opts.guestOptional && sessionStore.guestToken !== null);
  try {
    try {
      return await attempt(call, opts);
    } catch (error) {
      // §4.1 an expired guest token is cleared silently: get a fresh one and try once more
      const guestOnly = retryable && !opts.secure;
      if (!(guestOnly && error instanceof ApiError && error.code === 'AUTH')) throw error;
      return await attempt(call, opts);
    }
  } finally {
    if (!opts.background) apiEvents.loadingEnd();
  }
}
