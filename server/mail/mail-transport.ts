import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { MailMessage } from './mail-message.ts';

/**
 * How a mail leaves the server (issue 15): SMTP through nodemailer, one connection per
 * mail (the outbox is small and a pooled connection would only add state to a retry).
 * Timeouts keep a silent server from holding a mail's lease: a try ends within about a
 * minute, or when the sender stops.
 */

export interface MailTransport {
  /** sends one mail; rejects with nodemailer's error (its `code`, `responseCode`) */
  send(mail: MailMessage, signal: AbortSignal): Promise<void>;
}

const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** the most one try may take, whatever the server does */
export const MAIL_SEND_TIMEOUT_MS = 60_000;

/** An SMTP transport for `url` (smtp://user:pass@host:port, smtps:// for TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // nodemailer logs nothing unless asked; its debug output would carry addresses
    logger: false,
    debug: false,
  });
  return {
    async send(mail, signal) {
      // the signal (nodemailer 10.5+) is not in @types/nodemailer yet
      const options: Mail.Options & { signal: AbortSignal } = {
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        signal: AbortSignal.any([signal, AbortSignal.timeout(MAIL_SEND_TIMEOUT_MS)]),
      };
      await transporter.sendMail(options);
    },
  };
}
