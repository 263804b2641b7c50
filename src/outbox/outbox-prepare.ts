import { APP_CONFIG } from '../config';
import type { OutboxPrepared } from './outbox-entry';
import { sessionIsLoggedIn, sessionStore } from '../api/session';

/** The call the worker repeats (§7: POST {API_BASE}/data/saveOrderPendiente). */
export const OUTBOX_SAVE_URL = `${APP_CONFIG.apiBase}/data/saveOrderPendiente`;

/**
 * DESIGN "Offline and installability": the request the service worker can send on its own
 * (Background Sync with the app closed): the §7 encrypted form field with today's 'ck' key
 * and the §4.1 token (access token when logged in, else the guest token). Undefined without
 * a key or a token: then only the page sends it.
 */
export async function outboxPrepare(body: unknown): Promise<OutboxPrepared | undefined> {
  const { ckKey, accessToken, guestToken } = sessionStore;
  const token = sessionIsLoggedIn() ? accessToken : guestToken;
  if (ckKey === null || token === null) return undefined;
  // crypto-js stays out of the chunks that only list the queue
  const { encryptPayload } = await import('../api/encrypt');
  return {
    data: encryptPayload(body, ckKey),
    authorization: `Bearer ${token}`,
    url: OUTBOX_SAVE_URL,
  };
}
