import { createHash } from 'node:crypto';

/**
 * Contract "Idempotency": a repeat of an order save is recognised by the hash of its body,
 * so the same body written with its keys in another order is the same request.
 */

/** Contract "Idempotency": JSON with every object's keys sorted, recursively (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Contract "Idempotency": sha256 (hex) of the canonical JSON of a decrypted order-save body. */
export function orderRequestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
