import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';

/**
 * The counters of @fastify/rate-limit kept in the database (decision 015): every instance
 * on one PostgreSQL counts into the same rows, so a limit holds however the load balancer
 * spreads a client's calls. One statement per call: a fixed window per key, started by the
 * first call after the previous one ended, timed by the database's clock (one clock for all
 * instances). Once the database says a key is past its limit, this instance refuses that
 * key from memory until the window ends: a flood costs one upsert per call only up to the
 * limit, then nothing.
 */

/** How often an instance deletes the counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;
/** Keys known to be past their limit, at most (a flood of new keys only clears the list). */
const REFUSED_MAX = 100_000;

export interface RateLimitHit {
  /** calls in the current window, this one included */
  current: number;
  /** milliseconds until the window ends */
  ttl: number;
}

const hitStatement = preparedFor((db) => {
  const ended = sql`${rateLimits.resetAt} <= now()`;
  return db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetAt: sql`now() + ${sql.placeholder('windowMs')}::double precision * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      current: rateLimits.hits,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000)::int`,
    })
    .prepare('rate_limit_hit');
});

/** Counts one call under `key` in a window of `windowMs`. */
export async function rateLimitHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<RateLimitHit> {
  const [row] = await hitStatement(db).execute({ key, windowMs });
  if (!row) throw new Error('rate_limits: el contador no devolvió fila');
  return { current: row.current, ttl: Math.max(0, row.ttl) };
}

/** Deletes the counters whose window has ended (a new call simply starts a new row). */
export async function rateLimitSweep(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}

/**
 * A store class for @fastify/rate-limit bound to `db`. A database failure lets the call
 * through (logged): the limits protect the service, they must not take it down with them.
 */
export function rateLimitStore(db: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  /** keys past their limit: calls so far and when (this instance's clock) the window ends */
  const refused = new Map<string, { current: number; endsAt: number }>();
  let lastSweep = Date.now();
  const sweepNow = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    for (const [key, entry] of refused) if (entry.endsAt <= now) refused.delete(key);
    rateLimitSweep(db).catch((error: unknown) => {
      log.warn({ err: error }, 'no se pudieron borrar los contadores vencidos');
    });
  };
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const known = refused.get(key);
      const now = Date.now();
      if (known && known.endsAt > now) {
        known.current += 1;
        callback(null, { current: known.current, ttl: known.endsAt - now });
        return;
      }
      rateLimitHit(db, key, timeWindow).then(
        (hit) => {
          if (hit.current > max) {
            if (refused.size >= REFUSED_MAX) refused.clear();
            refused.set(key, { current: hit.current, endsAt: Date.now() + hit.ttl });
          }
          callback(null, hit);
          sweepNow();
        },
        (error: unknown) => {
          log.warn({ err: error, key }, 'límite de solicitudes no disponible: se deja pasar');
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
