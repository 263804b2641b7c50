import { eq, inArray, lte } from 'drizzle-orm';
import type { AccountsConfig } from '../config-accounts.ts';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema/customers.ts';
import { durationSeconds } from '../duration.ts';
import type { FailureCounter } from './login-slots.ts';

/**
 * Failed logins (issue 15, §4.9 showReCaptcha): one counter per e-mail key and one per
 * client address, which ask for the captcha from RECAPTCHA_COUNT failures on, and the
 * e-mail's throttle, which answers 429 past LOGIN_EMAIL_FAILURE_LIMIT. In the database so
 * every instance counts into the same rows (reserved and settled by ./login-slots.ts). A
 * counter starts over once its last failure is older than its window.
 */

/** The captcha counter of an e-mail key (a success or a password reset clears it). */
export function loginFailureEmailCounter(emailKey: string): string {
  return `email:${emailKey}`;
}

/** The throttle of an e-mail key: not cleared by a success, only by a password reset. */
export function loginThrottleCounter(emailKey: string): string {
  return `throttle:${emailKey}`;
}

/** The counters one login attempt takes a slot on. */
export interface LoginCounters {
  throttle: FailureCounter;
  email: FailureCounter;
  address: FailureCounter;
}

/** The counters of a login for `emailKey` from `address`, with their limits and windows. */
export function loginCounters(
  accounts: Pick<AccountsConfig, 'loginFailureWindow' | 'loginEmailFailureLimit'>,
  recaptchaCount: number,
  emailKey: string,
  address: string,
): LoginCounters {
  const windowMs = durationSeconds(accounts.loginFailureWindow) * 1000;
  const throttle = accounts.loginEmailFailureLimit;
  return {
    throttle: {
      key: loginThrottleCounter(emailKey),
      limit: throttle.max,
      windowMs: throttle.windowMs,
    },
    email: { key: loginFailureEmailCounter(emailKey), limit: recaptchaCount, windowMs },
    address: { key: `ip:${address}`, limit: recaptchaCount, windowMs },
  };
}

/** Clears one counter (a login that succeeded clears its e-mail's). */
export async function loginFailuresClear(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Clears every counter of an e-mail key, its throttle included (a password reset by mail). */
export async function loginFailuresClearEmail(db: Database, emailKey: string): Promise<void> {
  const keys = [loginFailureEmailCounter(emailKey), loginThrottleCounter(emailKey)];
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

/**
 * How long a counter is kept after its last failure: the longer of the captcha's window and
 * the throttle's, as a duration ('3600s').
 */
export function loginFailuresKeep(
  accounts: Pick<AccountsConfig, 'loginFailureWindow' | 'loginEmailFailureLimit'>,
): string {
  const seconds = Math.max(
    durationSeconds(accounts.loginFailureWindow),
    accounts.loginEmailFailureLimit.windowMs / 1000,
  );
  return `${Math.ceil(seconds)}s`;
}

/**
 * Deletes the counters whose last failure is older than `window` (loginFailuresKeep): they
 * would start over at the next failure anyway. An attack from many addresses leaves a row
 * per address.
 */
export async function loginFailuresSweep(db: Database, now: Date, window: string): Promise<number> {
  const since = new Date(now.getTime() - durationSeconds(window) * 1000);
  const gone = await db
    .delete(loginFailures)
    .where(lte(loginFailures.lastAt, since))
    .returning({ key: loginFailures.key });
  return gone.length;
}
