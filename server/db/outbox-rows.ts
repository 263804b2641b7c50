import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { mailOutbox } from './schema/mail.ts';
import type { pushOutbox } from './schema/push.ts';

/**
 * A durable outbox's rows as its sender moves them (mail, push; the delivery columns of
 * ./schema/columns.ts). A sender claims due rows by giving them a lease (`locked_until`) in
 * one statement whose inner SELECT takes the rows `FOR UPDATE SKIP LOCKED`: two instances
 * claiming at once never get the same row, and a row whose lease ran out (its sender died)
 * is due again. Then each row is marked sent, due again later, or released.
 */

/** The outboxes whose rows carry the delivery columns. */
export type OutboxTable = typeof mailOutbox | typeof pushOutbox;

/** What a sender tells the log: ids, kinds and codes, never an address, endpoint or content. */
export interface OutboxSenderLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** A log that says nothing (a sender started without one: tests, the CLI). */
export const OUTBOX_LOG_SILENT: OutboxSenderLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
};

/** Claims up to `limit` due rows of `table` for `leaseMs`, oldest due first; their ids. */
export async function outboxClaim(
  db: Database,
  table: OutboxTable,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<number[]> {
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        isNull(table.sentAt),
        lte(table.nextAttemptAt, now),
        or(isNull(table.lockedUntil), lte(table.lockedUntil, now)),
      ),
    )
    .orderBy(asc(table.nextAttemptAt), asc(table.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(table)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(table.id, due))
    .returning({ id: table.id });
  return claimed.map((row) => row.id).sort((a, b) => a - b);
}

/** The row went out: one more try, sent now. */
export async function outboxMarkSent(
  db: Database,
  table: OutboxTable,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .update(table)
    .set({ sentAt: now, lockedUntil: null, attempts: sql`${table.attempts} + 1`, lastError: null })
    .where(eq(table.id, id));
}

/** The row's lease ends with its tries now `attempts`, due again at `next`, and why. */
export async function outboxMarkDue(
  db: Database,
  table: OutboxTable,
  id: number,
  due: { attempts: number; next: Date; lastError: string },
): Promise<void> {
  await db
    .update(table)
    .set({
      attempts: due.attempts,
      lockedUntil: null,
      nextAttemptAt: due.next,
      lastError: due.lastError,
    })
    .where(eq(table.id, id));
}

/** The sender stopped before trying this row: due again at once, no try counted. */
export async function outboxRelease(db: Database, table: OutboxTable, id: number): Promise<void> {
  await db.update(table).set({ lockedUntil: null }).where(eq(table.id, id));
}
