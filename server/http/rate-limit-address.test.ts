import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { loadConfig } from '../config.ts';
import { orders } from '../db/schema/orders.ts';
import { orderBody, pickupData, useSaveWorld } from '../test/save-world';
import { menuProduct, wireOf } from '../quote/quote.fixture';
import { demoChain, formBody, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type JsonAnswer, type TestServer } from '../test/harness.ts';
import { MSG } from '../wire/envelope.ts';

// Limits counted per client address as a hostile client meets them: order saves across fresh
// guest tokens (one address made 30 tokens and 300 orders in 12 s, all '00'), and the promo
// code lookup data/getPromo (150 calls, 150 answers).
const TOO_MANY = { codigoRetorno: '02', mensajeRetorno: MSG.tooManyRequests };

describe('data/saveOrderPendiente: orders per client address, whatever the token', () => {
  const w = useSaveWorld({ RATE_LIMIT_ORDER_SAVE_ADDRESS: '5/10m' });
  const cart = (): Cart => cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 1);
  const save = (headers: Record<string, string>) =>
    w.save(orderBody(pickupData(cart()), wireOf(cart())), headers);
  const count = async () => (await w.server.db.select({ id: orders.id }).from(orders)).length;

  test('a new guest token per order: the address is refused past its cap, nothing stored', async () => {
    const answers: JsonAnswer[] = [];
    for (let i = 0; i < 8; i++) answers.push(await save(await w.newGuest()));
    const codes = answers.map((a) => a.body.codigoRetorno);
    expect(codes).toEqual(['00', '00', '00', '00', '00', '02', '02', '02']);
    for (const refused of answers.slice(5)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(TOO_MANY);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    expect(await count()).toBe(5);
  });
});

describe('data/getPromo: promo code lookups per client address', () => {
  let s: TestServer;
  let guest: Record<string, string>;
  beforeAll(async () => {
    s = await startTestServer({
      chain: demoChain(),
      clock: () => MONDAY_NOON,
      env: { RATE_LIMIT_HASH_LOOKUP: '4/1m' },
    });
    guest = {
      authorization: `Bearer ${(await post(s, '/auth/guest')).body.token as string}`,
    };
  });
  afterAll(async () => {
    await s.close();
  });

  test('guessing codes: answered up to the limit, then 429', async () => {
    const answers: JsonAnswer[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await post(s, '/data/getPromo', formBody({ codigo: `CODIGO${i}` }), guest));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(answers[4]!.body).toEqual(TOO_MANY);
  });
});

describe('configuration', () => {
  test('the address cap on order saves: 60 in 10 minutes unless set', () => {
    expect(loadConfig({}).rateLimits.orderSaveAddress).toEqual({ max: 60, windowMs: 600_000 });
    expect(
      loadConfig({ RATE_LIMIT_ORDER_SAVE_ADDRESS: '100/1h' }).rateLimits.orderSaveAddress,
    ).toEqual({ max: 100, windowMs: 3_600_000 });
  });

  test("the cap of one code coupon's uses per address (decision 031): 30 a day unless set", () => {
    expect(loadConfig({}).couponAddressCap).toEqual({ max: 30, windowMs: 86_400_000 });
    expect(loadConfig({ RATE_LIMIT_COUPON_ADDRESS: '5/1h' }).couponAddressCap).toEqual({
      max: 5,
      windowMs: 3_600_000,
    });
  });
});
