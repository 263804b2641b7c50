import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage } from './mail-message.ts';
import { MAIL_GIVEN_UP, MAIL_NEVER, mailRetryDelayMs, type MailFailure } from './mail-retry.ts';

/**
 * The sender's moves on the outbox (issue 15). A sender claims due mails by giving them a
 * lease (`locked_until`) in one statement whose inner SELECT takes the rows `FOR UPDATE
 * SKIP LOCKED`: two instances claiming at once never get the same row, and a row whose
 * lease ran out (its sender died) is due again. Then each mail is marked sent, failed (with
 * its retry), or released (the sender stopped before trying it).
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
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attempts: mailOutbox.attempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/** The mail went out. */
export async function mailMarkSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      sentAt: now,
      lockedUntil: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
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
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lockedUntil: null,
      nextAttemptAt: givenUp ? MAIL_NEVER : new Date(now.getTime() + mailRetryDelayMs(attempts)),
      lastError: givenUp ? `${MAIL_GIVEN_UP}: ${failure.category}` : failure.category,
    })
    .where(eq(mailOutbox.id, mail.id));
  return { givenUp };
}

/** The sender stopped before trying this mail: due again at once, no try counted. */
export async function mailRelease(db: Database, id: number): Promise<void> {
  await db.update(mailOutbox).set({ lockedUntil: null }).where(eq(mailOutbox.id, id));
}
