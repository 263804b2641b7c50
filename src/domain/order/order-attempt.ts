/**
 * Contract "Idempotency": an order's save (a meal order, or a certificate order) carries a key
 * the server stores with it, so a repeat of the same body (a lost answer, a second tap) gets the
 * first answer instead of a second order. The key lives as long as the body it was made for.
 */

/** The idempotency key of the order being sent and the fingerprint of the body it was made for. */
export interface OrderAttempt {
  key: string;
  bodyHash: string;
}

/**
 * §4.3 / DESIGN offline: a short fingerprint of an order body (53-bit cyrb53 of its JSON),
 * to tell whether the body sent now is the one the current idempotency key was made for.
 * Not a security control: the server compares its own hash of the decrypted body.
 */
export function orderBodyHash(body: unknown): string {
  const text = JSON.stringify(body);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The attempt for a body: the current one while the body is the same, else a new key. */
export function orderAttemptFor(
  current: OrderAttempt | null,
  bodyHash: string,
  newKey: () => string,
): OrderAttempt {
  return current !== null && current.bodyHash === bodyHash ? current : { key: newKey(), bodyHash };
}

/** A stored attempt read back; anything damaged is no attempt (the next send makes a key). */
export function orderAttemptRestore(stored: unknown): OrderAttempt | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { key, bodyHash } = stored as Record<string, unknown>;
  return typeof key === 'string' && key !== '' && typeof bodyHash === 'string' && bodyHash !== ''
    ? { key, bodyHash }
    : null;
}
