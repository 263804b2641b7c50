import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import type { Envelope } from '../../http/envelope.ts';

/**
 * Contract "Idempotency": the order row and its first answer are written in ONE transaction,
 * keyed by the client's idempotency key (unique), so a repeat reads the stored answer and two
 * concurrent twins make exactly one order. Plain SQL that PGlite and PostgreSQL both run.
 */

/** Contract "Idempotency": what a repeat is compared with. */
export interface OrderStoredAnswer {
  id: number;
  requestHash: string;
  ownerSub: string;
  response: Envelope;
}

/** §3.6 the columns of a new order (id, status, tracked and response are the store's). */
export type OrderNewRow = Omit<
  typeof orders.$inferInsert,
  'id' | 'status' | 'tracked' | 'paymentToken' | 'response'
>;

/** Contract "Idempotency": the stored order and answer for a key, or null when the key is new. */
export async function orderByIdempotencyKey(
  db: Database,
  key: string,
): Promise<OrderStoredAnswer | null> {
  const [row] = await db
    .select({
      id: orders.id,
      requestHash: orders.requestHash,
      ownerSub: orders.ownerSub,
      response: orders.response,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ? { ...row, response: row.response as Envelope } : null;
}

/**
 * §4.4 inserts a new order in status PEN with its first order_events row and its answer
 * (`answer(id)`: the envelope naming the new order's id). Returns that answer, or null when
 * an order with the same idempotency key already exists (a concurrent twin won).
 */
export async function orderInsert(
  db: Database,
  row: OrderNewRow,
  answer: (id: number) => Envelope,
): Promise<Envelope | null> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(orders)
      .values({ ...row, status: 'PEN', response: {} })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });
    if (!inserted) return null;
    const response = answer(inserted.id);
    await tx.update(orders).set({ response }).where(eq(orders.id, inserted.id));
    await tx.insert(orderEvents).values({ orderId: inserted.id, status: 'PEN', at: row.createdAt });
    return response;
  });
}
