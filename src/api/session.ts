import { proxy, subscribe } from 'valtio/vanilla';
import { localStore } from './browser-storage';

/**
 * §4.1 session tokens and the §7 'ck' key. Persisted to localStorage under
 * SESSION_STORAGE_KEYS so a reload keeps the session.
 */
export const SESSION_STORAGE_KEYS = {
  guestToken: 'session.guest-token',
  accessToken: 'session.access-token',
  refreshToken: 'session.refresh-token',
  ckKey: 'session.ck',
} as const;

type SessionField = keyof typeof SESSION_STORAGE_KEYS;
type SessionState = Record<SessionField, string | null>;

function load(): SessionState {
  const store = localStore();
  const read = (field: SessionField) => store?.getItem(SESSION_STORAGE_KEYS[field]) ?? null;
  return {
    guestToken: read('guestToken'),
    accessToken: read('accessToken'),
    refreshToken: read('refreshToken'),
    ckKey: read('ckKey'),
  };
}

export const sessionStore = proxy<SessionState>(load());

subscribe(sessionStore, () => {
  const store = localStore();
  if (!store) return;
  for (const field of Object.keys(SESSION_STORAGE_KEYS) as SessionField[]) {
    const value = sessionStore[field];
    try {
      if (value === null) store.removeItem(SESSION_STORAGE_KEYS[field]);
      else store.setItem(SESSION_STORAGE_KEYS[field], value);
    } catch {
      // storage full or denied: the session still lives in memory
    }
  }
});

/** §4.1 guest session: the token from auth/guest. */
export function sessionSetGuestToken(token: string): void {
  sessionStore.guestToken = token;
}

/** §4.1 login success (or a 401 refresh) stores both tokens and drops the guest token. */
export function sessionSetTokens(accessToken: string, refreshToken: string): void {
  sessionStore.accessToken = accessToken;
  sessionStore.refreshToken = refreshToken;
  sessionStore.guestToken = null;
}

/** §4.1 a 403, a failed refresh or a logout clears every token. */
export function sessionClearTokens(): void {
  sessionStore.guestToken = null;
  sessionStore.accessToken = null;
  sessionStore.refreshToken = null;
}

/** §7 the encryption key from the last 'ck' response header. */
export function sessionSetCkKey(key: string): void {
  if (sessionStore.ckKey !== key) sessionStore.ckKey = key;
}

const DEVICE_ID_KEY = 'session.device-id';

/**
 * This device's id, sent as `device-id` at login and on secure calls: the server renews a
 * login's refresh token only for the device it was made on (docs/protocol.md "Headers").
 * Random, made once and kept in localStorage (in memory when storage is denied).
 */
let deviceIdMemory: string | null = null;
export function sessionDeviceId(): string {
  const store = localStore();
  const kept = deviceIdMemory ?? store?.getItem(DEVICE_ID_KEY) ?? null;
  if (kept !== null && /^[A-Za-z0-9_-]{16,128}$/.test(kept)) return (deviceIdMemory = kept);
  deviceIdMemory = crypto.randomUUID();
  try {
    store?.setItem(DEVICE_ID_KEY, deviceIdMemory);
  } catch {
    // storage full or denied: the id lives in memory for this visit
  }
  return deviceIdMemory;
}

/** §4.1 logged in when both tokens are present. */
export function sessionIsLoggedIn(): boolean {
  return sessionStore.accessToken !== null && sessionStore.refreshToken !== null;
}
