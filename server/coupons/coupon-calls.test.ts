import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COUPON_MESSAGES } from '../../src/domain/coupons/coupon-messages.ts';
import { couponWireSchema, type CouponWire } from '../../src/protocol/coupon.ts';
import { customerSession, type CustomerSession } from '../accounts/customer.fixture.ts';
import { couponRedemptions } from '../db/schema/coupons.ts';
import { customers } from '../db/schema/customers.ts';
import { demoChain, formBody, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// issue 17 contract "A. Coupons" calls through real HTTP on the demo chain, as a hostile client.
let server: TestServer;
let now = MONDAY_NOON;
let guest: Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer({ chain: demoChain(), clock: () => now });
  guest = await freshGuest();
});
afterAll(() => server.close());

/** A guest token taken now (the clock may be far from MONDAY_NOON). */
const freshGuest = async () => ({
  authorization: `Bearer ${(await post(server, '/auth/guest')).body.token as string}`,
});
const idsOf = (list: CouponWire[]) => list.map((c) => c.IDPRO);
const cupones = (body: Record<string, unknown>): CouponWire[] => {
  expect(body.codigoRetorno).toBe('00');
  const list = (body.data as { data: { cupones: unknown[] } }).data.cupones;
  for (const wire of list) expect(v.safeParse(couponWireSchema, wire).success).toBe(true);
  return list as CouponWire[];
};
const customer = (sub: string, at = MONDAY_NOON): Promise<CustomerSession> =>
  customerSession(server, sub, at);
const wallet = async (who: Record<string, string>) =>
  cupones((await post(server, '/cliente/checkCuponera', {}, who)).body);
const byCode = (fields: Record<string, string>, who: Record<string, string>) =>
  post(server, '/data/checkPromocionCheckout', formBody(fields), who);
const used = (couponId: number, key: string) =>
  server.db
    .insert(couponRedemptions)
    .values({ couponId, redemptionKey: `email:${key}`, useNumber: 1, orderId: 0, createdAt: now });

describe('data/getCupones', () => {
  test('a guest sees the open coupons only: no code, welcome nor birthday coupon', async () => {
    now = MONDAY_NOON;
    const list = cupones((await post(server, '/data/getCupones', {}, guest)).body);
    expect(idsOf(list)).toEqual([2001, 2002, 2003, 2004]);
    expect(list.every((c) => c.NUC === null)).toBe(true);
    expect(list[0]).toMatchObject({
      P: 50,
      APLICA_MENOR: '1',
      apl: [1101, 1102, 1103, 1104, 1105],
    });
  });

  test('coupons past their last day are gone; outside their hours they are still listed', async () => {
    now = new Date('2026-11-23T22:00:00-06:00');
    expect(idsOf(cupones((await post(server, '/data/getCupones', {}, guest)).body))).toHaveLength(
      4,
    );
    now = new Date('2028-01-01T12:00:00-06:00');
    expect(cupones((await post(server, '/data/getCupones', {}, await freshGuest())).body)).toEqual(
      [],
    );
    now = MONDAY_NOON;
  });

  test('needs a token', async () => {
    expect((await post(server, '/data/getCupones', {})).status).toBe(401);
  });
});

describe('cliente/checkCuponera', () => {
  test('a guest token or no token is 401: a guest has no wallet', async () => {
    for (const who of [guest, {}]) {
      const r = await post(server, '/cliente/checkCuponera', {}, who);
      expect(r.status).toBe(401);
      expect(r.body.codigoRetorno).toBe('02');
    }
  });

  test('a customer validated today with no order gets the welcome coupon too', async () => {
    now = MONDAY_NOON;
    const c = await customer('cupon-nuevo');
    expect(idsOf(await wallet(c.headers))).toEqual([2001, 2002, 2003, 2004, 2006]);
  });

  test('no welcome coupon 16 days after validating', async () => {
    now = MONDAY_NOON;
    await customer('cupon-viejo');
    now = new Date(MONDAY_NOON.getTime() + 16 * DAY);
    const later = await customer('cupon-viejo', now);
    expect(idsOf(await wallet(later.headers))).toEqual([2001, 2002, 2003, 2004]);
    now = MONDAY_NOON;
  });

  test('the birthday coupon only in the birthday month', async () => {
    now = MONDAY_NOON;
    const c = await customer('cupon-cumple');
    await server.db
      .update(customers)
      .set({
        fechaNacimiento: '1990-11-30',
        validatedAt: new Date(MONDAY_NOON.getTime() - 30 * DAY),
      })
      .where(eq(customers.sub, 'cupon-cumple'));
    expect(idsOf(await wallet(c.headers))).toEqual([2001, 2002, 2003, 2004, 2007]);
    await server.db
      .update(customers)
      .set({ fechaNacimiento: '1990-12-01' })
      .where(eq(customers.sub, 'cupon-cumple'));
    expect(idsOf(await wallet(c.headers))).toEqual([2001, 2002, 2003, 2004]);
  });

  test('coupons whose uses the account spent are not listed', async () => {
    now = MONDAY_NOON;
    const c = await customer('cupon-usado');
    await used(2002, c.email.toLowerCase());
    await used(2006, c.email.toLowerCase());
    expect(idsOf(await wallet(c.headers))).toEqual([2001, 2003, 2004]);
  });
});

describe('data/checkPromocionCheckout', () => {
  test('a code with spaces and upper case reveals its coupon', async () => {
    const r = await byCode({ cupon: '  AhOrRa10 ', correo: 'visita@example.com' }, guest);
    expect(r.body.codigoRetorno).toBe('00');
    const list = r.body.data as CouponWire[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ IDPRO: 2005, NUC: 'ahorra10', P: 10 });
    expect(v.safeParse(couponWireSchema, list[0]).success).toBe(true);
  });

  test('an unknown code, an open coupon id or name, and an empty code are not valid', async () => {
    for (const cupon of ['ahorra11', '2001', 'Hamburguesa 50%', '', 'ahorra10x']) {
      expect((await byCode({ cupon, correo: 'visita@example.com' }, guest)).body).toEqual({
        codigoRetorno: '01',
        mensajeRetorno: 'Código promocional no valido',
      });
    }
  });

  test('a guest must give a valid e-mail', async () => {
    for (const correo of ['', 'no-es-correo']) {
      const r = await byCode({ cupon: 'ahorra10', correo }, guest);
      expect(r.body.codigoRetorno).toBe('01');
      expect(r.body.mensajeRetorno).not.toBe('OK');
    }
  });

  test('a code spent by that e-mail is refused; another e-mail may still use it', async () => {
    await used(2005, 'gastado@example.com');
    expect(
      (await byCode({ cupon: 'ahorra10', correo: ' Gastado@Example.com ' }, guest)).body,
    ).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: COUPON_MESSAGES.alreadyUsed,
    });
    expect(
      (await byCode({ cupon: 'ahorra10', correo: 'otro@example.com' }, guest)).body.codigoRetorno,
    ).toBe('00');
  });

  test("logged in, the account's e-mail counts, never the one sent", async () => {
    const c = await customer('cupon-codigo');
    await used(2005, c.email.toLowerCase());
    expect(
      (await byCode({ cupon: 'ahorra10', correo: 'otro@example.com' }, c.headers)).body,
    ).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: COUPON_MESSAGES.alreadyUsed,
    });
  });

  test('past its last day the code is not valid', async () => {
    now = new Date('2028-01-01T12:00:00-06:00');
    const fresh = {
      authorization: `Bearer ${(await post(server, '/auth/guest')).body.token as string}`,
    };
    expect(
      (await byCode({ cupon: 'ahorra10', correo: 'visita@example.com' }, fresh)).body.codigoRetorno,
    ).toBe('01');
    now = MONDAY_NOON;
  });

  test('needs a token', async () => {
    expect((await byCode({ cupon: 'ahorra10', correo: 'visita@example.com' }, {})).status).toBe(
      401,
    );
  });
});
