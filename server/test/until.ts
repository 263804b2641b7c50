import { vi } from 'vitest';

/**
 * What `read` gives once `ok` holds of it, asked every 10 ms (vitest's waitFor), for the
 * work a server does in the background (the mail and push senders); fails with the last
 * value read after `timeoutMs`.
 */
export function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`condición no alcanzada: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 10 },
  );
}
