import { orderIdParse, type OrderId } from './order-id';
import { orderHashIsValid } from './order-ref';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

/**
 * Issue 19 / decision 037: the latest status a push brought for one order, as the service
 * worker keeps it on the device (its own IndexedDB store, keyed by tracker hash) so the
 * tracking page opens current, also offline.
 */
export interface OrderPushedStatus {
  /** the tracker hash (32 lower-case hex) */
  hash: string;
  orderId: OrderId;
  status: OrderStatus;
  /** when the server changed the status, epoch ms (the push's `at`) */
  at: number;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A status code exactly as §4.4 names it; anything else is not a status. */
export function orderStatusExact(value: unknown): OrderStatus | null {
  return typeof value === 'string'
    ? (ORDER_STATUSES.find((status) => status === value) ?? null)
    : null;
}

/** An ISO time or epoch ms read as epoch ms; null when it is not a usable time. */
export function pushedAtParse(value: unknown): number | null {
  const ms =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/**
 * A stored (or pushed) record read back defensively: a valid hash, a positive order id, an
 * exact §4.4 status code and a usable time; anything else is null (never trusted).
 */
export function orderPushedStatusRead(raw: unknown): OrderPushedStatus | null {
  if (!isObject(raw)) return null;
  const hash = typeof raw.hash === 'string' ? raw.hash.trim().toLowerCase() : '';
  const orderId = orderIdParse(raw.orderId);
  const status = orderStatusExact(raw.status);
  const at = pushedAtParse(raw.at);
  if (!orderHashIsValid(hash) || orderId === null || status === null || at === null) return null;
  return { hash, orderId, status, at };
}

/**
 * Which of two records of the same order to keep: the newer `at` (pushes can arrive out of
 * order); on a tie the one kept stays.
 */
export function orderPushedStatusNewer(
  kept: OrderPushedStatus | null,
  incoming: OrderPushedStatus,
): OrderPushedStatus {
  return kept !== null && kept.at >= incoming.at ? kept : incoming;
}

/**
 * Decision 037: the status the tracking page shows. The cached order (the query's copy, read
 * at `readAt`, epoch ms) holds unless a push for the same order changed the status after
 * that read; a fresh read from the server after the push wins again.
 */
export function orderStatusWithPushed(
  cached: { id: OrderId; status: OrderStatus; readAt: number },
  pushed: OrderPushedStatus | null,
): OrderStatus {
  if (pushed === null || pushed.orderId !== cached.id) return cached.status;
  return pushed.at > cached.readAt ? pushed.status : cached.status;
}
