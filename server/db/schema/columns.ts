import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** An instant, stored with its time zone and read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The delivery columns of a durable outbox (mail, push): when the row was written, when it
 * is due next, the lease a sender holds on it (`FOR UPDATE SKIP LOCKED`), its tries, when it
 * went out, and why the last try failed.
 */
export const outboxDeliveryColumns = () => ({
  createdAt: at('created_at').notNull(),
  nextAttemptAt: at('next_attempt_at').notNull(),
  lockedUntil: at('locked_until'),
  attempts: integer('attempts').notNull().default(0),
  sentAt: at('sent_at'),
  lastError: text('last_error'),
});
