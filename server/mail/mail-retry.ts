/**
 * When the mail sender tries a mail again (issue 15): after a failure, 30 s, then doubling
 * up to an hour, for as long as it takes (SMTP down loses nothing). A permanent refusal of
 * the mail itself (a 5xx reply to its envelope or its content, e.g. 550 "no such user")
 * is tried a few times, then given up: the row stays, due never again.
 */

export const MAIL_RETRY_FIRST_MS = 30_000;
export const MAIL_RETRY_MAX_MS = 3_600_000;
/** tries of a mail refused permanently before the sender gives up on it */
export const MAIL_PERMANENT_ATTEMPTS = 3;
/** the next attempt of a mail given up: never (a date PostgreSQL and JavaScript both hold) */
export const MAIL_NEVER = new Date('9999-12-31T00:00:00.000Z');
/** last_error's prefix of a mail given up */
export const MAIL_GIVEN_UP = 'abandonado';

/** The wait before the next try, once a mail has failed `attempts` times (1, 2, …). */
export function mailRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(MAIL_RETRY_FIRST_MS * 2 ** doublings, MAIL_RETRY_MAX_MS);
}

/** What the outbox keeps of a failure: its SMTP code or error category, never its text. */
export interface MailFailure {
  /** '550', '421', 'ECONNECTION', 'ETIMEDOUT', … */
  category: string;
  /** the mail itself was refused (5xx to its envelope or data): retrying will not help */
  permanent: boolean;
}

/** nodemailer's codes for a refusal of this mail's envelope (RCPT/MAIL) or content (DATA) */
const MAIL_REFUSED = new Set(['EENVELOPE', 'EMESSAGE']);

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined;

/**
 * The category of a send's failure. A 5xx that is about the server, not the mail (535
 * authentication failed, a refused greeting), is not permanent: fixing the configuration
 * must let every waiting mail through.
 */
export function mailFailureOf(error: unknown): MailFailure {
  const responseCode = field(error, 'responseCode');
  const code = field(error, 'code');
  const smtp =
    typeof responseCode === 'number' && responseCode >= 200 && responseCode < 600
      ? responseCode
      : null;
  const name = typeof code === 'string' && /^[A-Z0-9_]{1,24}$/.test(code) ? code : null;
  return {
    category: smtp !== null ? String(smtp) : (name ?? 'error'),
    permanent: smtp !== null && smtp >= 500 && name !== null && MAIL_REFUSED.has(name),
  };
}
