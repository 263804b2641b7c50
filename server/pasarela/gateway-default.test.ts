import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TokenService } from '../auth/tokens.ts';
import { loadConfig } from '../config.ts';
import { orders } from '../db/schema/orders.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { startNotices } from '../start-notices.ts';
import { demoChain, formBody, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { paymentTokenIssue } from './payment-token.ts';

// issue 13 (2): in production the dummy gateway, where the customer chooses the payment's
// result, is off unless PASARELA_DUMMY=1 says otherwise; the server says which at start.
const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'token-secret-de-prueba-123456',
  REFRESH_SECRET: 'refresh-secret-de-prueba-123456',
  CK_SECRET: 'ck-secret-de-prueba-1234567890',
  CAPTCHA_HMAC_KEY: 'captcha-key-de-prueba-123456',
  APP_ORIGIN: 'https://pedidos.example.com',
};

async function guestOf(s: TestServer) {
  const token = (await post(s, '/auth/guest')).body.token as string;
  const v = await new TokenService(s.config.secrets, s.config.ttl).verify(
    token,
    'guest',
    MONDAY_NOON,
  );
  if (!v.ok) throw new Error('guest token');
  return { sub: v.claims.sub, headers: { authorization: `Bearer ${token}` } };
}

describe('NODE_ENV=production without PASARELA_DUMMY', () => {
  let s: TestServer;
  let guest: Awaited<ReturnType<typeof guestOf>>;
  beforeAll(async () => {
    s = await startTestServer({ chain: demoChain(), clock: () => MONDAY_NOON, env: PRODUCTION });
    guest = await guestOf(s);
  });
  afterAll(async () => {
    await s.close();
  });

  test('the menu parameters tell the app the dummy gateway is off', async () => {
    const data = (await post(s, '/data/getData')).body.data as {
      parametros: Record<string, string>;
    };
    expect(data.parametros.PASARELA_DUMMY).toBe('0');
  });

  test('no payment link is handed out for a card order', async () => {
    const order = await orderFixtureInsert(s.db, { ownerSub: guest.sub, paymentType: 'TAR' });
    const r = await post(
      s,
      '/checkout/getValidatorTokenDummy',
      formBody({ idorder: String(order.id), tipo: 'T' }),
      guest.headers,
    );
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'El pago con tarjeta no está disponible',
    });
  });

  test('a customer cannot approve their own card payment, even with a valid token', async () => {
    const order = await orderFixtureInsert(s.db, { ownerSub: guest.sub, paymentType: 'TAR' });
    const token = await paymentTokenIssue(s.db, order.id);
    const page = await fetch(`${s.url}/pasarela/dummy?token=${token}`);
    expect(page.status).toBe(404);
    const result = await fetch(`${s.url}/pasarela/dummy/resultado`, {
      method: 'POST',
      body: new URLSearchParams({ token, resultado: 'exito' }),
    });
    expect(result.status).toBe(404);
    const [row] = await s.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).not.toBe('pagado');
  });
});

describe('NODE_ENV=production with PASARELA_DUMMY=1 (a demonstration)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      chain: demoChain(),
      clock: () => MONDAY_NOON,
      env: { ...PRODUCTION, PASARELA_DUMMY: '1' },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  test('the gateway is served when enabled on purpose', async () => {
    const guest = await guestOf(s);
    const order = await orderFixtureInsert(s.db, { ownerSub: guest.sub, paymentType: 'TAR' });
    const r = await post(
      s,
      '/checkout/getValidatorTokenDummy',
      formBody({ idorder: String(order.id), tipo: 'T' }),
      guest.headers,
    );
    expect(r.body.codigoRetorno).toBe('00');
    expect((await fetch(`${s.url}${r.body.url as string}`)).status).toBe(200);
  });
});

describe('the defaults and the start notice', () => {
  test('off in production, on elsewhere, and either way when set', () => {
    expect(loadConfig(PRODUCTION).pasarela.dummy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).pasarela.dummy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', PASARELA_DUMMY: '0' }).pasarela.dummy).toBe(false);
    expect(loadConfig({ ...PRODUCTION, PASARELA_DUMMY: '1' }).parametros.PASARELA_DUMMY).toBe('1');
  });

  test('the server says at start whether customers can approve their own payments', () => {
    const off = startNotices(loadConfig(PRODUCTION));
    expect(off).toContainEqual({
      level: 'info',
      message: expect.stringContaining('Pasarela de prueba desactivada') as string,
    });
    const on = startNotices(loadConfig({ ...PRODUCTION, PASARELA_DUMMY: '1' }));
    expect(on).toContainEqual({
      level: 'warn',
      message: expect.stringContaining('Pasarela de prueba ACTIVA') as string,
    });
    const dev = startNotices(loadConfig({ ...PRODUCTION, DEV_ENDPOINTS: '1' }));
    expect(dev.map((n) => n.message).join('\n')).toContain('/dev/');
  });
});
