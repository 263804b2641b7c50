/**
 * Issue 19: the push senders of this process hear of a committed status change at once
 * instead of at their next look at the outbox. The code that commits a push calls
 * pushWake() after its transaction; a push queued by another process (the operator's
 * command, another instance) waits for the poll.
 */

const listeners = new Set<() => void>();

/** Calls `listener` on every wake-up until the returned function is called. */
export function pushWakeListen(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells this process's push senders that a push may be due. */
export function pushWake(): void {
  for (const listener of listeners) listener();
}
