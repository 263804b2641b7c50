import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * The counters of @fastify/rate-limit kept in the database (decision 015): every instance
 * on one PostgreSQL counts into the same rows, so a limit holds however the load balancer
 * spreads a client's calls. One statement per call: a fixed window per key, started by the
 * first call after the previous one ended, timed by the database's clock (one clock for all
 * instances).
 */

/** How often an instance deletes the counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

export interface RateLimitHit {
  /** calls in the current window, this one included */
  current: number;
  /** milliseconds until the window ends */
  ttl: number;
}

/** Counts one call under `key` in a window of `windowMs`. */
export async function rateLimitHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<RateLimitHit> {
  const ended = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
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
    });
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
  let lastSweep = Date.now();
  const sweepNow = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    rateLimitSweep(db).catch((error: unknown) => {
      log.warn({ err: error }, 'no se pudieron borrar los contadores vencidos');
    });
  };
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      rateLimitHit(db, key, timeWindow).then(
        (hit) => {
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
