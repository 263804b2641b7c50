import { createHmac } from 'node:crypto';

/**
 * The daily 'ck' key (decision 003): HMAC-SHA256(CK_SECRET, UTC date) as hex, cut to 32
 * characters. Derived, not stored, so every instance agrees. Today's and yesterday's keys
 * are accepted so a client holding last night's key keeps working across midnight.
 */

const DAY_MS = 86_400_000;

/** The last key derived: every response carries it, so it is worked out once a day. */
let last = { secret: '', day: '', key: '' };

export function ckKey(secret: string, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  if (last.secret !== secret || last.day !== day) {
    const key = createHmac('sha256', secret).update(day).digest('hex').slice(0, 32);
    last = { secret, day, key };
  }
  return last.key;
}

/** Keys accepted at `now`: current UTC day first, then the previous one. */
export function acceptedKeys(secret: string, now: Date): string[] {
  return [ckKey(secret, now), ckKey(secret, new Date(now.getTime() - DAY_MS))];
}

/** Header value: `<API_BASE>/k/<key>`; the client takes the last path segment. */
export function ckHeader(apiBase: string, secret: string, now: Date): string {
  return `${apiBase}/k/${ckKey(secret, now)}`;
}
