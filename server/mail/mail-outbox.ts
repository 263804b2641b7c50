import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage } from './mail-message.ts';

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
