import type { Database } from '../db/client.ts';
import { outboxLoopStart } from '../db/outbox-loop.ts';
import {
  mailClaim,
  mailMarkFailed,
  mailMarkSent,
  mailRelease,
  type ClaimedMail,
} from './mail-claim.ts';
import { MAIL_PERMANENT_ATTEMPTS, mailFailureOf } from './mail-retry.ts';
import { MAIL_SEND_TIMEOUT_MS, type MailTransport } from './mail-transport.ts';
import { OUTBOX_LOG_SILENT, type OutboxSenderLog } from '../db/outbox-rows.ts';

/**
 * The server's mail sender (issue 15): a loop that looks at the outbox every `pollMs`,
 * claims the due mails (./mail-claim.ts), sends them one by one and records each outcome.
 * A full batch is followed by the next at once. Any number of instances may run on one
 * database: a mail is claimed by one at a time. Stopping aborts the try in flight (not
 * counted as a failure), hands back the batch's untried mails and waits for the loop.
 */

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  clock: () => Date;
  /** the wait between looks at the outbox when nothing is due (MAIL_POLL_MS) */
  pollMs: number;
  /** mails claimed at once; default 10 */
  batchSize?: number;
  /** the lease of a claimed batch; default 15 min (longer than a batch of tries can take) */
  leaseMs?: number;
  /** tries of a mail refused permanently before giving up; default 3 */
  permanentAttempts?: number;
  log?: OutboxSenderLog;
}

export interface MailSender {
  /** stops the loop: the try in flight is aborted, the untried mails are released */
  stop(): Promise<void>;
}

const DEFAULT_BATCH = 10;

/** Starts the sender loop; its first look at the outbox is right away. */
export function mailSenderStart(options: MailSenderOptions): MailSender {
  const { db, transport, clock, pollMs } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? Math.max(15 * 60_000, batchSize * MAIL_SEND_TIMEOUT_MS * 1.5);
  const permanentAttempts = options.permanentAttempts ?? MAIL_PERMANENT_ATTEMPTS;
  const log = options.log ?? OUTBOX_LOG_SILENT;
  async function sendOne(mail: ClaimedMail, signal: AbortSignal): Promise<void> {
    try {
      await transport.send(mail, signal);
    } catch (error) {
      if (signal.aborted) {
        await mailRelease(db, mail.id);
        return;
      }
      const failure = mailFailureOf(error);
      const { givenUp } = await mailMarkFailed(db, mail, failure, clock(), permanentAttempts);
      const fields = { mailId: mail.id, kind: mail.kind, error: failure.category };
      if (givenUp) log.error(fields, 'correo abandonado: el servidor SMTP lo rechaza');
      else
        log.warn({ ...fields, attempts: mail.attempts + 1 }, 'correo no enviado, se reintentará');
      return;
    }
    await mailMarkSent(db, mail.id, clock());
    log.info({ mailId: mail.id, kind: mail.kind }, 'correo enviado');
  }

  const outbox = outboxLoopStart({
    claim: () => mailClaim(db, clock(), leaseMs, batchSize),
    release: (mail) => mailRelease(db, mail.id),
    send: sendOne,
    batchSize,
    pollMs,
    onError: (error) => log.error({ err: error }, 'el envío de correos falló; se reintenta'),
  });
  return { stop: () => outbox.stop() };
}
