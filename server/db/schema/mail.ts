import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The mail outbox (issue 15): a mail is written here in the same transaction as what caused
 * it (a sign-up, a recovery), already rendered, and sent later by the server's sender. A
 * sender claims due rows by setting `locked_until` under `FOR UPDATE SKIP LOCKED`, so with
 * several instances each mail is sent by one; a failure sets `next_attempt_at` further out
 * (retries with backoff) and keeps `last_error` (the SMTP reply code, never the content).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** what the mail is for: 'activate', 'recover', 'password-changed', ... */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: at('created_at').notNull(),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lockedUntil: at('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);
