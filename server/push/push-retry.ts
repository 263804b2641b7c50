/**
 * When the push sender tries a push again (issue 19). A push is worth sending only while
 * it is fresh: it lives PUSH_TTL_S at the push service, and the sender gives up on it once
 * that long has passed since the status changed, or after PUSH_MAX_ATTEMPTS tries. Between
 * tries: 10 s, doubling, at most 10 minutes.
 */

/** the push's time to live at the push service, and its life in the outbox (1 h) */
export const PUSH_TTL_S = 3600;
export const PUSH_RETRY_FIRST_MS = 10_000;
export const PUSH_RETRY_MAX_MS = 600_000;
export const PUSH_MAX_ATTEMPTS = 8;
/** the next attempt of a push given up: never */
export const PUSH_NEVER = new Date('9999-12-31T00:00:00.000Z');
/** last_error's prefix of a push given up */
export const PUSH_GIVEN_UP = 'abandonado';
/** last_error of a push that outlived its time to live before it could be sent */
export const PUSH_EXPIRED = 'caducado';

/** The wait before the next try, once a push has failed `attempts` times (1, 2, …). */
export function pushRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(PUSH_RETRY_FIRST_MS * 2 ** doublings, PUSH_RETRY_MAX_MS);
}

/** What the push service's answer means for the push and its subscription. */
export type PushOutcome =
  | { kind: 'sent' }
  /** 404 or 410: the subscription is gone for good */
  | { kind: 'gone'; category: string }
  /** the request itself is refused (400, 413): retrying will not help */
  | { kind: 'refused'; category: string }
  /** anything else (429, 5xx, 401/403 until the keys are fixed, network, timeout): retry */
  | { kind: 'retry'; category: string };

/** The outcome of an HTTP status from the push service. */
export function pushOutcomeOfStatus(status: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const category = String(status);
  if (status === 404 || status === 410) return { kind: 'gone', category };
  if (status === 400 || status === 413) return { kind: 'refused', category };
  return { kind: 'retry', category };
}

/** The outcome of a request that got no answer: its error's code, never its text. */
export function pushOutcomeOfError(error: unknown): PushOutcome {
  const name = error instanceof Error ? error.name : '';
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code =
    typeof cause?.code === 'string' && /^[A-Z0-9_]{1,32}$/.test(cause.code) ? cause.code : null;
  if (name === 'TimeoutError') return { kind: 'retry', category: 'ETIMEDOUT' };
  return { kind: 'retry', category: code ?? 'error' };
}
