import { localStore } from '../browser-storage';

/**
 * Issue 34: the orders whose device subscription has not reached the server yet
 * (tracker/saveSuscripcionPush failed offline or on a server error), kept in localStorage
 * under one key so the app's start can tell, by reading it, whether to try again.
 */
export const PUSH_ATTACH_PENDING_KEY = 'push.attach.pending';

/** How long an order is worth trying for: its day (§4.4 in progress is today's). */
export const PUSH_ATTACH_PENDING_MS = 24 * 3600_000;

export interface PushAttachPending {
  hash: string;
  /** when the customer granted notifications, epoch ms */
  at: number;
}

const isPending = (value: unknown): value is PushAttachPending =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PushAttachPending).hash === 'string' &&
  typeof (value as PushAttachPending).at === 'number';

/** The waiting orders still worth trying at `now`. */
export function pushAttachPendingList(now: number): PushAttachPending[] {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(PUSH_ATTACH_PENDING_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isPending).filter((p) => now - p.at < PUSH_ATTACH_PENDING_MS);
  } catch {
    return [];
  }
}

function write(list: readonly PushAttachPending[]): void {
  try {
    if (list.length === 0) localStore()?.removeItem(PUSH_ATTACH_PENDING_KEY);
    else localStore()?.setItem(PUSH_ATTACH_PENDING_KEY, JSON.stringify(list));
  } catch {
    // storage denied or full: this visit's try is the only one
  }
}

/** Remembers an order to try again (once per hash). */
export function pushAttachPendingAdd(hash: string, now: number): void {
  const list = pushAttachPendingList(now).filter((p) => p.hash !== hash);
  write([...list.slice(-9), { hash, at: now }]);
}

/** Forgets an order: attached, or refused for good. */
export function pushAttachPendingRemove(hash: string, now: number): void {
  write(pushAttachPendingList(now).filter((p) => p.hash !== hash));
}
