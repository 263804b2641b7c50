import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { buildApp } from '../app.ts';
import { TokenService } from '../auth/tokens.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { orders } from '../db/schema/orders.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { MONDAY_NOON, orderBody, pickupData, useSaveWorld } from '../test/save-world';
import { menuProduct, wireOf } from '../quote/quote.fixture';
import { post, startTestServer, type JsonAnswer, type TestServer } from '../test/harness.ts';
import { MSG } from '../wire/envelope.ts';
import { rateLimitSweep } from './rate-limit-store.ts';

// issue 13 (5): guest tokens, order saves and hash lookups are limited; past the limit the
// answer is a 429 in the envelope with a Spanish message and Retry-After. The counters live
// in the database, so every instance on it sees the same count.
const TOO_MANY = { codigoRetorno: '02', mensajeRetorno: MSG.tooManyRequests };

function expectTooMany(answer: JsonAnswer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(TOO_MANY);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const statuses = (answers: JsonAnswer[]) => answers.map((a) => a.status);

async function calls(n: number, call: () => Promise<JsonAnswer>): Promise<JsonAnswer[]> {
  const answers: JsonAnswer[] = [];
  for (let i = 0; i < n; i++) answers.push(await call());
  return answers;
}

describe('auth/guest: guest tokens per client address', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      env: { RATE_LIMIT_GUEST: '3/1m', RATE_LIMIT_HASH_LOOKUP: '3/1m' },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  test('past the limit: 429, the Spanish message and Retry-After; no token', async () => {
    const answers = await calls(4, () => post(s, '/auth/guest'));
    expect(statuses(answers)).toEqual([200, 200, 200, 429]);
    expectTooMany(answers[3]!, 60);
    expect(answers[3]!.body.token).toBeUndefined();
  });

  test('X-Forwarded-For is not believed without TRUST_PROXY', async () => {
    const spoofed = await post(s, '/auth/guest', undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.status).toBe(429);
  });

  test('once refused, a flood from the client writes nothing more', async () => {
    const hits = async () => (await s.db.select().from(rateLimits)).map((r) => [r.key, r.hits]);
    const before = await hits();
    // three taken and the first refused; the refusals since came from memory
    expect(before).toEqual([['guestToken:ip:127.0.0.1', 4]]);
    const flood = await Promise.all(Array.from({ length: 50 }, () => post(s, '/auth/guest')));
    expect(new Set(statuses(flood))).toEqual(new Set([429]));
    expect(await hits()).toEqual(before);
  });

  test('another instance on the same database refuses this client as well', async () => {
    await withInstances(s, 1, async ([twin]) => {
      expectTooMany(await post(twin!, '/auth/guest'), 60);
    });
  });

  test('a new window lets the client in again; instances count it together', async () => {
    await s.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    // fresh instances: this one remembers the refusal until its window ends by the clock
    await withInstances(s, 2, async ([a, b]) => {
      const answers = [
        await post(a!, '/auth/guest'),
        await post(b!, '/auth/guest'),
        await post(a!, '/auth/guest'),
        await post(b!, '/auth/guest'),
      ];
      expect(statuses(answers)).toEqual([200, 200, 200, 429]);
      expectTooMany(answers[3]!, 60);
    });
  });

  test('hash lookups share one count per client, whichever the call', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-rl', deliveryType: 'DOM' });
    const answers = [
      await post(s, `/cliente/getOrdenHash/${o.hash}`),
      await post(s, `/cliente/getCoordenadasHash/${o.hash}`),
      await post(s, `/cliente/getOrdenHash/${'0'.repeat(32)}`),
      await post(s, `/cliente/getCoordenadasHash/${o.hash}`),
    ];
    expect(statuses(answers)).toEqual([200, 200, 404, 429]);
    expectTooMany(answers[3]!, 60);
  });

  test('expired counters are swept from the table', async () => {
    await s.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    await rateLimitSweep(s.db);
    expect(await s.db.select().from(rateLimits)).toEqual([]);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { RATE_LIMIT_GUEST: '2/1m', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await s.close();
  });

  test('each client address the proxy names has its own count', async () => {
    const from = (ip: string) => () => post(s, '/auth/guest', undefined, { 'x-forwarded-for': ip });
    expect(statuses(await calls(3, from('203.0.113.7')))).toEqual([200, 200, 429]);
    expect(statuses(await calls(2, from('203.0.113.8')))).toEqual([200, 200]);
  });
});

describe('data/saveOrderPendiente: orders per session', () => {
  const w = useSaveWorld({ RATE_LIMIT_ORDER_SAVE: '3/10m' });

  const cart = (): Cart => cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 1);
  const save = (headers: Record<string, string>) =>
    w.save(orderBody(pickupData(cart()), wireOf(cart())), headers);

  test('one token cannot place order after order; another customer still can', async () => {
    const answers = await calls(4, () => save(w.guest));
    expect(answers.slice(0, 3).map((a) => a.body.codigoRetorno)).toEqual(['00', '00', '00']);
    expectTooMany(answers[3]!, 600);
    const other = await save(await w.newGuest());
    expect(other.body.codigoRetorno).toBe('00');
  });

  test('the session is counted: a fresh token of the same guest is refused too', async () => {
    const tokens = new TokenService(w.server.config.secrets, w.server.config.ttl);
    const bearer = (w.guest.authorization ?? '').replace('Bearer ', '');
    const verified = await tokens.verify(bearer, 'guest', MONDAY_NOON);
    if (!verified.ok) throw new Error('guest token');
    const renewed = await tokens.guest(MONDAY_NOON, verified.claims.sub);
    expect(renewed).not.toBe(bearer);
    const count = async () => (await w.server.db.select({ id: orders.id }).from(orders)).length;
    const before = await count();
    expectTooMany(await save({ authorization: `Bearer ${renewed}` }), 600);
    expect(await count()).toEqual(before);
  });
});

describe('configuration', () => {
  test('sensible defaults, and "<count>/<window>" values', () => {
    const { rateLimits } = loadConfig({});
    expect(rateLimits.guestToken).toEqual({ max: 60, windowMs: 60_000 });
    expect(rateLimits.orderSave).toEqual({ max: 10, windowMs: 600_000 });
    expect(rateLimits.hashLookup).toEqual({ max: 120, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_GUEST: '5/30s' }).rateLimits.guestToken).toEqual({
      max: 5,
      windowMs: 30_000,
    });
    expect(() => loadConfig({ RATE_LIMIT_GUEST: 'muchos' })).toThrow(ConfigError);
  });
});

/** Runs `fn` with `n` more instances of `s`'s server on its database. */
async function withInstances(
  s: TestServer,
  n: number,
  fn: (instances: TestServer[]) => Promise<void>,
): Promise<void> {
  const apps = await Promise.all(
    Array.from({ length: n }, () => buildApp({ config: s.config, db: s.db })),
  );
  try {
    const servers: TestServer[] = [];
    for (const app of apps) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      servers.push({ ...s, app, url: urlOf(app) });
    }
    await fn(servers);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}

function urlOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
