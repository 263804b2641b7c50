import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema/customers.ts';
import { durationSeconds } from '../duration.ts';

/**
 * Failed logins (issue 15, §4.9 showReCaptcha): one counter per e-mail key and one per
 * client address, in the database so every instance counts into the same rows. A counter
 * starts over once its last failure is older than LOGIN_FAILURE_WINDOW.
 */

/** The counter of an e-mail key (a success or a password reset clears it). */
export function loginFailureEmailCounter(emailKey: string): string {
  return `email:${emailKey}`;
}

/** The counters a login attempt counts against: its e-mail key and its client address. */
export function loginFailureKeys(emailKey: string, address: string): [string, string] {
  return [loginFailureEmailCounter(emailKey), `ip:${address}`];
}

const since = (now: Date, window: string) =>
  new Date(now.getTime() - durationSeconds(window) * 1000);

/** The failures of each of `keys` within the window (0 for a key without any). */
export async function loginFailuresRead(
  db: Database,
  keys: string[],
  now: Date,
  window: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginFailures.key, failures: loginFailures.failures })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.lastAt, since(now, window))));
  const counts = new Map(keys.map((k) => [k, 0]));
  for (const r of rows) counts.set(r.key, r.failures);
  return counts;
}

/** Counts one failure on every key in one statement; returns the most failures now held. */
export async function loginFailuresRecord(
  db: Database,
  keys: string[],
  now: Date,
  window: string,
): Promise<number> {
  const start = since(now, window).toISOString();
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, failures: 1, lastAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastAt} <= ${start}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
        lastAt: sql`excluded.last_at`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return Math.max(0, ...rows.map((r) => r.failures));
}

/** Clears one counter (a login that succeeded clears its e-mail's). */
export async function loginFailuresClear(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/**
 * Deletes the counters whose last failure is older than the window: they would start over
 * at the next failure anyway. An attack from many addresses leaves a row per address.
 */
export async function loginFailuresSweep(db: Database, now: Date, window: string): Promise<number> {
  const gone = await db
    .delete(loginFailures)
    .where(lte(loginFailures.lastAt, since(now, window)))
    .returning({ key: loginFailures.key });
  return gone.length;
}
