import {
  sessionClearTokens,
  sessionDeviceId,
  sessionSetCkKey,
  sessionSetTokens,
  sessionStore,
} from './session';
import { ApiError, COMMUNICATION_ERROR } from './api-error';
import { apiSessionEnded } from './api-events';
import { APP_CONFIG } from '../config';
import type { Envelope } from './envelope';
import { transportFetch, type EarlyResponse } from './transport';

/** §7 request flags that shape the HTTP exchange. */
export interface SendOptions {
  body?: Record<string, unknown>;
  secure?: boolean;
  guest?: boolean;
  /** send the guest token as bearer when one is stored, never fetch one (auth/login, signup) */
  guestOptional?: boolean;
  timeout?: number;
  multipart?: boolean;
  empty?: boolean;
  encrypt?: boolean;
  /** told the device time an answer the page asked for with its HTML arrived at (./transport) */
  onEarlyArrival?: (deviceTime: number) => void;
}

export interface SendResult {
  status: number;
  json: Envelope;
}

const SESSION_EXPIRED = 'Tu sesión ha expirado. Inicia sesión nuevamente.';
let ckKeyInFlight: Promise<unknown> | null = null;

const fieldValue = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

function formBody(fields: Record<string, unknown>, multipart: boolean): BodyInit {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined && v !== null);
  if (!multipart) return new URLSearchParams(entries.map(([k, v]) => [k, fieldValue(v)]));
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v instanceof Blob ? v : fieldValue(v));
  return form;
}

/** §7 an encrypted call needs the 'ck' key: any answer carries it, so ask for the time once. */
async function ensureCkKey(): Promise<string> {
  if (sessionStore.ckKey === null) {
    ckKeyInFlight ??= sendCall('data/getFechaHora', { empty: true }).finally(() => {
      ckKeyInFlight = null;
    });
    await ckKeyInFlight;
  }
  if (sessionStore.ckKey === null) throw new ApiError('HTTP', COMMUNICATION_ERROR);
  return sessionStore.ckKey;
}

async function buildBody(opts: SendOptions): Promise<BodyInit | undefined> {
  if (opts.empty) return undefined;
  let fields = opts.body ?? {};
  if (opts.encrypt) {
    const [{ encryptPayload }, key] = await Promise.all([import('./encrypt'), ensureCkKey()]);
    fields = { data: encryptPayload(fields, key) };
  }
  return formBody(fields, opts.multipart === true);
}

function authHeaders(opts: SendOptions): Record<string, string> {
  const { accessToken, refreshToken, guestToken } = sessionStore;
  if (opts.secure && accessToken !== null) {
    return {
      Authorization: `Bearer ${accessToken}`,
      'refresh-token': refreshToken ?? '',
      'device-id': sessionDeviceId(),
    };
  }
  // auth/login (guestOptional, as the sign-up) names the device its refresh token is bound to
  const device: Record<string, string> = opts.guestOptional
    ? { 'device-id': sessionDeviceId() }
    : {};
  if ((opts.guest || opts.guestOptional) && guestToken !== null) {
    return { Authorization: `Bearer ${guestToken}`, ...device };
  }
  if (opts.guestOptional) return device;
  if (opts.secure && !opts.guest) throw new ApiError('AUTH', SESSION_EXPIRED);
  return {};
}

async function exchange(call: string, opts: SendOptions): Promise<Response> {
  const body = await buildBody(opts);
  const controller = opts.timeout ? new AbortController() : null;
  const timer = controller ? setTimeout(() => controller.abort(), opts.timeout) : null;
  try {
    return await transportFetch(`${APP_CONFIG.apiBase}/${call}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...authHeaders(opts) },
      body,
      signal: controller?.signal ?? null,
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller?.signal.aborted) {
      throw new ApiError('TIMEOUT', 'La solicitud tardó demasiado. Inténtalo de nuevo.');
    }
    throw new ApiError('NETWORK', COMMUNICATION_ERROR);
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

async function readJson(res: Response): Promise<Envelope | null> {
  try {
    const json: unknown = await res.json();
    return json !== null && typeof json === 'object' && !Array.isArray(json)
      ? (json as Envelope)
      : null;
  } catch {
    return null;
  }
}

/**
 * §7 / §4.1 one POST with the flags applied: keeps the 'ck' key, retries once with the
 * tokens of a 401, clears tokens on any other 401 or a 403, and returns the envelope.
 */
export async function sendCall(
  call: string,
  opts: SendOptions,
  retried = false,
): Promise<SendResult> {
  const res: EarlyResponse = await exchange(call, opts);
  if (res.arrivedAt !== undefined) opts.onEarlyArrival?.(res.arrivedAt);
  const ck = res.headers.get('ck')?.split('/').filter(Boolean).pop();
  if (ck) sessionSetCkKey(ck);

  if (res.status === 401 || res.status === 403) {
    const token = res.headers.get('token');
    const refresh = res.headers.get('refresh-token');
    if (res.status === 401 && token && refresh && !retried) {
      sessionSetTokens(token, refresh);
      return sendCall(call, opts, true);
    }
    const hadLogin = sessionStore.accessToken !== null;
    sessionClearTokens();
    const json = await readJson(res);
    // a password changed on another device ended this login: said once, whatever the call
    if (hadLogin && res.status === 401 && json?.codigoRetorno === '03') {
      apiSessionEnded(
        typeof json.mensajeRetorno === 'string' ? json.mensajeRetorno : SESSION_EXPIRED,
      );
    }
    throw new ApiError('AUTH', SESSION_EXPIRED, { status: res.status, payload: json });
  }

  const json = await readJson(res);
  if (json === null || (!res.ok && typeof json.codigoRetorno !== 'string')) {
    throw new ApiError(res.ok ? 'PARSE' : 'HTTP', COMMUNICATION_ERROR, { status: res.status });
  }
  if (!res.ok && json.codigoRetorno === '00') {
    throw new ApiError('HTTP', COMMUNICATION_ERROR, { status: res.status, payload: json });
  }
  return { status: res.status, json };
}
