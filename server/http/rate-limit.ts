import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../auth/guard.ts';
import type { Config, RateLimitName } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ApiError, MSG } from '../wire/envelope.ts';
import { rateLimitStore } from './rate-limit-store.ts';

/**
 * Rate limits of the protocol calls (issue 13, decision 015), with @fastify/rate-limit and
 * its counters in the database. A call names its limit (defineCall's `limit`); past it the
 * answer is 429 in the envelope with a Spanish message and Retry-After in seconds.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one call against limit `name`; throws the 429 past it. */
    callLimit: (
      name: RateLimitName,
      request: FastifyRequest,
      session: Session | null,
    ) => Promise<void>;
  }
}

/**
 * Who a limit counts. Order saves count the session's subject (a guest keeps its subject
 * when its token is renewed), so one customer cannot place order after order however many
 * addresses it uses; the others count the client's address, since they come before any
 * session (a guest token) or without one (lookups by hash).
 */
const BY_SESSION: Record<RateLimitName, boolean> = {
  guestToken: false,
  orderSave: true,
  orderSaveAddress: false,
  hashLookup: false,
  login: false,
  signup: false,
  resendActivation: false,
  recoveryPassword: false,
  certificateLookup: false,
};

/** Registers the plugin with the database store and decorates the app with `callLimit`. */
export async function rateLimitsRegister(
  app: FastifyInstance,
  config: Config,
  db: Database,
): Promise<void> {
  // global: false — only the calls that name a limit are counted
  await app.register(rateLimit, { global: false, store: rateLimitStore(db, app.log) });
  const clients = new WeakMap<FastifyRequest, string>();
  const limiters = new Map(
    (Object.keys(config.rateLimits) as RateLimitName[]).map((name) => {
      const rule = config.rateLimits[name];
      const limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${name}:${clients.get(request) ?? normalizeIP(request.ip)}`,
      });
      return [name, limiter] as const;
    }),
  );

  app.decorate('callLimit', async (name, request, session) => {
    const limiter = limiters.get(name);
    if (!limiter) return;
    // IPv6 clients are counted by their /64, as one customer's device may hold many addresses
    clients.set(
      request,
      BY_SESSION[name] && session ? `sub:${session.sub}` : `ip:${normalizeIP(request.ip)}`,
    );
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new ApiError(429, MSG.tooManyRequests, '02', {
      'retry-after': String(Math.max(1, result.ttlInSeconds)),
    });
  });
}
