import type { FastifyInstance } from 'fastify';
import { accountLinksPurge } from '../accounts/account-links.ts';
import { loginFailuresKeep, loginFailuresSweep } from '../accounts/login-failures.ts';
import { refreshFamiliesPurge } from '../auth/refresh-tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { durationSeconds } from '../duration.ts';
import { mailOutboxPurge } from '../mail/mail-outbox.ts';
import { pushOutboxPurge } from '../push/push-outbox.ts';
import { AUDIT_KEEP_MS, auditPurge } from '../staff/audit.ts';
import { STAFF_LOGIN_WINDOW_MS } from '../staff/staff-login.ts';
import { staffSessionsPurge } from '../staff/staff-sessions.ts';

const DAY_MS = 86_400_000;

/** Sent (or given up) mails and pushes are kept this long for diagnosis, then deleted. */
export const OUTBOX_KEEP_MS = 7 * DAY_MS;
/** Used or expired account links and dead sign-in families are kept this long past their end. */
export const ACCOUNT_KEEP_MS = 30 * DAY_MS;
/** How often each instance tidies up, and how long after it starts the first time. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;
export const HOUSEKEEPING_FIRST_MS = 60_000;

/** How many rows one pass deleted, table by table. */
export interface HousekeepingCounts {
  mailOutbox: number;
  pushOutbox: number;
  loginFailures: number;
  accountLinks: number;
  refreshTokens: number;
  staffSessions: number;
  auditLog: number;
}

/**
 * Deletes the rows nothing will read again: mails and pushes done with, failed-login
 * counters past their window, account links and sign-in families long ended, staff sessions
 * past their expiry and audit entries older than a year. Every
 * statement is a plain DELETE of rows already dead, so instances sharing one database may
 * run it at the same time: each row goes once, whoever deletes it.
 */
export async function housekeepingRun(
  db: Database,
  now: Date,
  loginFailureWindow: string,
): Promise<HousekeepingCounts> {
  const outboxBefore = new Date(now.getTime() - OUTBOX_KEEP_MS);
  const accountBefore = new Date(now.getTime() - ACCOUNT_KEEP_MS);
  return {
    mailOutbox: await mailOutboxPurge(db, outboxBefore),
    pushOutbox: await pushOutboxPurge(db, outboxBefore),
    loginFailures: await loginFailuresSweep(db, now, loginFailureWindow),
    accountLinks: await accountLinksPurge(db, accountBefore),
    refreshTokens: await refreshFamiliesPurge(db, accountBefore),
    staffSessions: await staffSessionsPurge(db, now),
    auditLog: await auditPurge(db, new Date(now.getTime() - AUDIT_KEEP_MS)),
  };
}

/** How long failed-login counters are kept: the customers' windows, and the staff's lockout. */
function failuresKeep(config: Config): string {
  const customers = durationSeconds(loginFailuresKeep(config.accounts));
  return `${Math.max(customers, STAFF_LOGIN_WINDOW_MS / 1000)}s`;
}

/**
 * Runs the housekeeping a minute after the server is ready, then every hour, on every
 * instance (see housekeepingRun); stopped before the database closes. A failed pass is
 * logged and tried again at the next hour.
 */
export function housekeepingRegister(
  app: FastifyInstance,
  config: Config,
  db: Database,
  clock: () => Date,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const pass = () => {
    running = housekeepingRun(db, clock(), failuresKeep(config)).then(
      (counts) => {
        if (Object.values(counts).some((n) => n > 0)) app.log.info({ counts }, 'limpieza hecha');
      },
      (error: unknown) => app.log.warn({ err: error }, 'limpieza fallida'),
    );
    timer = setTimeout(pass, HOUSEKEEPING_EVERY_MS).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(pass, HOUSEKEEPING_FIRST_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    await running;
  });
}
