import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage } from './mail-message.ts';
import { MAIL_NEVER } from './mail-retry.ts';

/**
 * Writes a mail to the outbox (issue 15). Call it with the transaction that does what the
 * mail tells (a sign-up, a recovery): the mail exists exactly when that happened, and the
 * server's sender delivers it later, retrying while SMTP is down.
 */
export async function mailEnqueue(tx: Database, mail: MailMessage, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/**
 * Deletes the mails written before `before` that are done with: sent, or given up. A mail
 * carries its one-time links and the customer's address in clear, so it is not kept once
 * it has gone out; a mail still being retried stays, however old.
 */
export async function mailOutboxPurge(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(
      and(
        lt(mailOutbox.createdAt, before),
        or(isNotNull(mailOutbox.sentAt), eq(mailOutbox.nextAttemptAt, MAIL_NEVER)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}
