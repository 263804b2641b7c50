import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { mailSenderStart, type MailSender } from './mail-sender.ts';
import { smtpTransport } from './mail-transport.ts';

/**
 * Runs the mail sender with the server (issue 15): when SMTP_URL is set, it starts once
 * the server is ready and stops when the server closes (before the database does). Without
 * SMTP_URL mails stay in the outbox (readable at /dev/mail in development).
 */
export function mailDeliveryRegister(
  app: FastifyInstance,
  config: Config,
  db: Database,
  clock: () => Date,
): void {
  const { smtpUrl, from, pollMs } = config.mail;
  if (smtpUrl === null) return;
  let sender: MailSender | null = null;
  app.addHook('onReady', async () => {
    sender = mailSenderStart({
      db,
      transport: smtpTransport(smtpUrl, from),
      clock,
      pollMs,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await sender?.stop();
    sender = null;
  });
}
