import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxClaim, outboxMarkDue, outboxMarkSent, outboxRelease } from '../db/outbox-rows.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage } from './mail-message.ts';
import { MAIL_GIVEN_UP, MAIL_NEVER, mailRetryDelayMs, type MailFailure } from './mail-retry.ts';

/**
 * The sender's moves on the mail outbox (issue 15), on the outboxes' shared claim under a
 * lease (../db/outbox-rows.ts): due mails are claimed, then each is marked sent, failed
 * (with its retry), or released (the sender stopped before trying it).
 */

export interface ClaimedMail extends MailMessage {
  id: number;
  /** tries before this one */
  attempts: number;
}

/** Claims up to `limit` due mails for `leaseMs`, oldest due first. */
export async function mailClaim(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const ids = await outboxClaim(db, mailOutbox, now, leaseMs, limit);
  if (ids.length === 0) return [];
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .orderBy(asc(mailOutbox.id));
}

/** The mail went out. */
export function mailMarkSent(db: Database, id: number, now: Date): Promise<void> {
  return outboxMarkSent(db, mailOutbox, id, now);
}

/**
 * The mail failed its try number `mail.attempts + 1`: due again after the backoff, or, when
 * refused permanently `permanentAttempts` times, never (kept, marked 'abandonado: <code>').
 */
export async function mailMarkFailed(
  db: Database,
  mail: ClaimedMail,
  failure: MailFailure,
  now: Date,
  permanentAttempts: number,
): Promise<{ givenUp: boolean }> {
  const attempts = mail.attempts + 1;
  const givenUp = failure.permanent && attempts >= permanentAttempts;
  await outboxMarkDue(db, mailOutbox, mail.id, {
    attempts,
    next: givenUp ? MAIL_NEVER : new Date(now.getTime() + mailRetryDelayMs(attempts)),
    lastError: givenUp ? `${MAIL_GIVEN_UP}: ${failure.category}` : failure.category,
  });
  return { givenUp };
}

/** The sender stopped before trying this mail: due again at once, no try counted. */
export function mailRelease(db: Database, id: number): Promise<void> {
  return outboxRelease(db, mailOutbox, id);
}
