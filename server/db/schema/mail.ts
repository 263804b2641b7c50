import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { outboxDeliveryColumns } from './columns.ts';

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
    ...outboxDeliveryColumns(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);
