import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema/customers.ts';

/**
 * Password checks reserved before they run (issue 15): a login takes a slot on each of its
 * failure counters (login_failures) in one atomic upsert before it verifies the password,
 * and settles it after: a failure stays counted, a success gives the slot back. A slot is
 * free while the counter's failures plus the checks in flight stay under its limit, so
 * however many guesses arrive at once, at most `limit` passwords are checked; the others
 * wait for the checks in flight to settle (a right password is not refused because of a
 * burst's in-flight guesses), then see the failures those left behind.
 */

/** One failure counter: its key, how many failures it allows, and their window. */
export interface FailureCounter {
  key: string;
  limit: number;
  windowMs: number;
}

/** A reservation: taken, refused (the counter's failures reached its limit), or busy. */
export type SlotAnswer =
  { kind: 'taken' } | { kind: 'full'; counter: FailureCounter; lastAt: Date } | { kind: 'busy' };

/** A check in flight longer than this is forgotten (its instance died before settling). */
const PENDING_TTL_MS = 30_000;
/** How long a login waits at most for the checks in flight, and how often it looks. */
const WAIT_MS = 5000;
const POLL_MS = 500;

/**
 * The logins of this instance waiting for a counter's checks in flight, by key, oldest
 * first: a settle here wakes them at once (the database still decides; another instance's
 * settle is seen at the next look, POLL_MS later). A slot given back wakes one waiter (a
 * burst of waiters all asking the database at every settle would cost more than the
 * checks); a failure wakes them all, as it may fill the counter.
 */
const waiting = new Map<string, Set<() => void>>();

function wake(keys: string[], all: boolean): void {
  for (const key of keys) {
    const set = waiting.get(key);
    if (!set) continue;
    for (const resolve of set) {
      set.delete(resolve);
      resolve();
      if (!all) break;
    }
    if (set.size === 0) waiting.delete(key);
  }
}

/** Resolves on the next settle of one of `keys` on this instance, or after about POLL_MS. */
async function settleAwait(keys: string[]): Promise<void> {
  let resolve = () => {};
  const woken = new Promise<void>((r) => (resolve = r));
  for (const key of keys) waiting.set(key, (waiting.get(key) ?? new Set()).add(resolve));
  const timer = setTimeout(resolve, POLL_MS + Math.floor(Math.random() * POLL_MS));
  await woken;
  clearTimeout(timer);
  for (const key of keys) {
    const set = waiting.get(key);
    set?.delete(resolve);
    if (set?.size === 0) waiting.delete(key);
  }
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** The counter's failures within its window and its live checks in flight, as SQL. */
function live(c: FailureCounter, now: Date) {
  const f = loginFailures;
  return {
    failures: sql`(case when ${f.lastAt} <= ${before(now, c.windowMs)}::timestamptz then 0 else ${f.failures} end)`,
    pending: sql`(case when ${f.pendingAt} > ${before(now, PENDING_TTL_MS)}::timestamptz then ${f.pending} else 0 end)`,
  };
}

/** Takes one slot on `c`; `force` takes it past the limit (a solved captcha, the throttle aside). */
async function slotTake(
  db: Database,
  c: FailureCounter,
  now: Date,
  force: boolean,
): Promise<SlotAnswer> {
  const { failures, pending } = live(c, now);
  if (!force && c.limit <= 0) return { kind: 'full', counter: c, lastAt: now };
  const taken = await db
    .insert(loginFailures)
    .values({ key: c.key, failures: 0, lastAt: now, pending: 1, pendingAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: { failures, pending: sql`${pending} + 1`, pendingAt: now },
      setWhere: force ? undefined : sql`${failures} + ${pending} < ${c.limit}`,
    })
    .returning({ key: loginFailures.key });
  if (taken.length === 1) return { kind: 'taken' };
  const [row] = await db
    .select({ failures, lastAt: loginFailures.lastAt })
    .from(loginFailures)
    .where(eq(loginFailures.key, c.key));
  if (row && Number(row.failures) >= c.limit)
    return { kind: 'full', counter: c, lastAt: row.lastAt };
  return { kind: 'busy' };
}

/** Gives back one slot on each of `keys` (a success, or a check that did not happen). */
export async function slotsRelease(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(loginFailures)
    .set({ pending: sql`greatest(${loginFailures.pending} - 1, 0)` })
    .where(and(inArray(loginFailures.key, keys), sql`${loginFailures.pending} > 0`));
  wake(keys, false);
}

/**
 * Settles one slot on each counter as a failure (counted even if cleared meanwhile);
 * answers each counter's failures now, by key.
 */
export async function slotsFail(
  db: Database,
  counters: FailureCounter[],
  now: Date,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const c of counters) {
    const { failures } = live(c, now);
    const [row] = await db
      .insert(loginFailures)
      .values({ key: c.key, failures: 1, lastAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`${failures} + 1`,
          lastAt: now,
          pending: sql`greatest(${loginFailures.pending} - 1, 0)`,
        },
      })
      .returning({ failures: loginFailures.failures });
    counts.set(c.key, row?.failures ?? 1);
  }
  wake(
    counters.map((c) => c.key),
    true,
  );
  return counts;
}

/** The failures `c` holds within its window (0 without a row). */
export async function slotFailures(db: Database, c: FailureCounter, now: Date): Promise<number> {
  const { failures } = live(c, now);
  const [row] = await db
    .select({ failures })
    .from(loginFailures)
    .where(eq(loginFailures.key, c.key));
  return Number(row?.failures ?? 0);
}

/** Takes a slot on every counter, in order, or none (what it took is given back). */
async function slotsTakeOnce(
  db: Database,
  counters: FailureCounter[],
  now: Date,
  force: boolean,
): Promise<SlotAnswer> {
  const held: string[] = [];
  for (const c of counters) {
    const answer = await slotTake(db, c, now, force);
    if (answer.kind !== 'taken') {
      await slotsRelease(db, held);
      return answer;
    }
    held.push(c.key);
  }
  return { kind: 'taken' };
}

/**
 * Takes a slot on every counter, waiting while checks in flight fill them (up to WAIT_MS);
 * 'full' names the first counter whose failures reached its limit. A wait that runs out
 * answers 'full' on the first counter: the safe side.
 */
export async function slotsTake(
  db: Database,
  counters: FailureCounter[],
  now: Date,
  force = false,
): Promise<Exclude<SlotAnswer, { kind: 'busy' }>> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const answer = await slotsTakeOnce(db, counters, now, force);
    if (answer.kind !== 'busy') return answer;
    if (Date.now() >= deadline) return { kind: 'full', counter: counters[0]!, lastAt: now };
    await settleAwait(counters.map((c) => c.key));
  }
}
