// After the order-placement run: what the database holds, read directly (not through the
// server), compared with what the clients were told.
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { orders } from '../../server/db/schema/orders.ts';

/** One stored order as the check needs it. */
export interface StoredOrder {
  id: number;
  key: string;
}

/**
 * Every order row (id and idempotency key). PGlite: the server must be stopped first (one
 * process owns its folder); PostgreSQL is read over its URL.
 */
export async function storedOrders(target: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<StoredOrder[]> {
  const { db, close } = await openDatabase({
    url: target.databaseUrl,
    dataDir: join(target.dataDir, 'db'),
  });
  try {
    return await db.select({ id: orders.id, key: orders.idempotencyKey }).from(orders);
  } finally {
    await close();
  }
}

/** A client's view of one request: its key, the original it repeats, and the answer. */
export interface SentOrder {
  key: string;
  /** index of the original this request repeats, in the same list; null for an original */
  twin: number | null;
  code: string;
  orderId: number | null;
}

/** The run's verdict: the contract's idempotency promises, counted. */
export interface OrderCheck {
  /** distinct keys answered '00' */
  savedKeys: number;
  /** keys answered '00' whose order (that ORDERID with that key) is not in the database */
  lost: number;
  /**
   * orders beyond one per key: rows sharing a key, and a key answered with two ORDERIDs
   * (a repeat answered '00' with another ORDERID than its original's)
   */
  duplicated: number;
  /** rows whose key was never answered '00' (saved, but no client was told) */
  unconfirmed: number;
  /** repeats whose answer carried their original's ORDERID */
  repeatsMatched: number;
  repeats: number;
  rows: number;
}

/** Compares the answers of the warm-up and the run with the stored orders. */
export function orderCheck(sent: readonly SentOrder[], stored: readonly StoredOrder[]): OrderCheck {
  const answered = new Map<string, Set<number>>();
  for (const s of sent) {
    if (s.code !== '00' || s.orderId === null) continue;
    answered.set(s.key, (answered.get(s.key) ?? new Set()).add(s.orderId));
  }
  const rowsByKey = new Map<string, number[]>();
  for (const row of stored) rowsByKey.set(row.key, [...(rowsByKey.get(row.key) ?? []), row.id]);

  let lost = 0;
  let duplicated = 0;
  let unconfirmed = 0;
  for (const key of new Set([...answered.keys(), ...rowsByKey.keys()])) {
    const ids = answered.get(key) ?? new Set<number>();
    const rows = rowsByKey.get(key) ?? [];
    if (ids.size > 0 && ![...ids].some((id) => rows.includes(id))) lost += 1;
    if (ids.size === 0) unconfirmed += rows.length;
    // one order per key: extra rows, or extra ORDERIDs told to clients, whichever is more
    duplicated += Math.max(ids.size, rows.length, 1) - 1;
  }
  let repeats = 0;
  let repeatsMatched = 0;
  for (const s of sent) {
    if (s.twin === null) continue;
    repeats += 1;
    const original = sent[s.twin];
    if (original?.orderId != null && s.orderId === original.orderId) repeatsMatched += 1;
  }
  return {
    savedKeys: answered.size,
    lost,
    duplicated,
    unconfirmed,
    repeatsMatched,
    repeats,
    rows: stored.length,
  };
}
