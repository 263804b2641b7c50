import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import type { Envelope } from '../../wire/envelope.ts';

/**
 * Contract "Idempotency": the order row, its PEN event and its first answer are written by ONE
 * statement, keyed by the client's idempotency key (unique), so a repeat reads the stored
 * answer and two concurrent twins make exactly one order. Plain SQL that PGlite and
 * PostgreSQL both run.
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

const byKeyStatement = preparedFor((db) =>
  db
    .select({
      id: orders.id,
      requestHash: orders.requestHash,
      ownerSub: orders.ownerSub,
      response: orders.response,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('order_by_idempotency_key'),
);

/** Contract "Idempotency": the stored order and answer for a key, or null when the key is new. */
export async function orderByIdempotencyKey(
  db: Database,
  key: string,
): Promise<OrderStoredAnswer | null> {
  const [row] = await byKeyStatement(db).execute({ key });
  return row ? { ...row, response: row.response as Envelope } : null;
}

/** The placeholders of the insert statement: every column of a new order, by name. */
const ORDER_COLUMNS: Record<keyof OrderNewRow, true> = {
  idempotencyKey: true,
  requestHash: true,
  ownerKind: true,
  ownerSub: true,
  hash: true,
  shopId: true,
  deliveryType: true,
  paymentType: true,
  paymentStatus: true,
  subtotalCents: true,
  discountCents: true,
  totalCents: true,
  itemCount: true,
  contactName: true,
  contactEmail: true,
  createdAt: true,
  futureAt: true,
  certificateId: true,
  certificateCents: true,
  restPayment: true,
  pushSubscriptionId: true,
  data: true,
};

/**
 * The insert as one prepared statement: built once per database, so an order pays neither
 * the query building nor, on PostgreSQL, the planning again. The id is drawn from the
 * sequence first (`next`), so the stored answer names it; the PEN event is inserted from the
 * inserted row (none when the key already existed). One statement: atomic without a
 * transaction, and one round trip.
 */
function orderInsertStatement(db: Database) {
  const next = db
    .$with('next', { id: sql<number>`id` })
    .as(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const values = Object.fromEntries(
    Object.keys(ORDER_COLUMNS).map((name) => [name, sql.placeholder(name)]),
  ) as Record<keyof OrderNewRow, ReturnType<typeof sql.placeholder>>;
  const saved = db.$with('saved').as(
    db
      .insert(orders)
      .values({
        ...values,
        id: sql`(select id from ${next})`,
        status: 'PEN',
        // a null date is not passed through the column's encoder (it would fail on null)
        futureAt: sql`${sql.placeholder('futureAt')}::timestamptz`,
        response: sql`${sql.placeholder('answer')}::jsonb || jsonb_build_object('ORDERID', (select id from ${next}))`,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id, at: orders.createdAt }),
  );
  return db
    .with(next, saved)
    .insert(orderEvents)
    .select((qb) =>
      qb
        .select({
          rowId: sql<number>`nextval(pg_get_serial_sequence('order_events', 'row_id'))`.as(
            'row_id',
          ),
          orderId: saved.id,
          status: sql<string>`'PEN'`.as('status'),
          at: saved.at,
        })
        .from(saved),
    )
    .returning({ orderId: orderEvents.orderId })
    .prepare('order_insert');
}

const insertStatement = preparedFor(orderInsertStatement);

/**
 * §4.4 inserts a new order in status PEN with its first order_events row and its answer: the
 * envelope `answer` with the new order's id as ORDERID. Returns that answer, or null when an
 * order with the same idempotency key already exists (a concurrent twin won).
 */
export async function orderInsert(
  db: Database,
  row: OrderNewRow,
  answer: Envelope,
): Promise<Envelope | null> {
  const [inserted] = await insertStatement(db).execute({
    ...row,
    certificateId: row.certificateId ?? null,
    certificateCents: row.certificateCents ?? 0,
    restPayment: row.restPayment ?? null,
    pushSubscriptionId: row.pushSubscriptionId ?? null,
    futureAt: row.futureAt?.toISOString() ?? null,
    answer: JSON.stringify(answer),
  });
  return inserted ? { ...answer, ORDERID: inserted.orderId } : null;
}
