import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { couponApply } from '../../../src/domain/coupons/coupon-apply.ts';
import { COUPON_MESSAGES } from '../../../src/domain/coupons/coupon-messages.ts';
import { couponRead } from '../../../src/protocol/coupon.ts';
import { couponRedemptions } from '../../db/schema/coupons.ts';
import { menuProduct, wireOf } from '../../quote/quote.fixture';
import { demoChain } from '../../test/guest-calls.ts';
import {
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  storedOrders,
  useSaveWorld,
} from '../../test/save-world';
import { CouponSpent, orderInsertWithCoupon } from './order-save-coupon.ts';
import { orderSaveParameters } from './order-save-parameters.ts';
import type { OrderNewRow } from './order-save-store.ts';

// issue 17: 50 orders at once spending one single-use coupon (the code coupon 2005, one
// e-mail, 50 idempotency keys and guest tokens): exactly one is accepted, on PGlite and
// on PostgreSQL (TEST_DATABASE_URL) alike.
const w = useSaveWorld();
const RACERS = 50;

/** Three burgers with the code coupon 2005 (AHORRA10) applied as the app applies it. */
function ahorra10Cart(): Cart {
  const [record] = demoChain().cupones.filter((c) => c.IDPRO === 2005);
  const { CLASE: _kind, ...wire } = record!;
  const coupon = couponRead(wire)!;
  let cart: Cart = cartEmpty();
  for (const id of [1103, 1105, 1104]) cart = cartAdd(cart, menuProduct(w.clientMenu, id), 1);
  const parameters = orderSaveParameters(w.server.config.parametros);
  const applied = couponApply(cart, coupon, {
    storeMinimum: parameters.minimumOrder,
    serverNow: MONDAY_NOON.getTime(),
    currency: parameters.currencySymbol,
  });
  if (!applied.ok) throw new Error(applied.message);
  return applied.cart;
}

test(`${RACERS} concurrent saves with one single-use coupon: exactly one '00'`, async () => {
  const cart = ahorra10Cart();
  const lines = wireOf(cart);
  const data = { ...pickupData(cart), correo: 'carrera@example.com' };
  const bodies = Array.from({ length: RACERS }, () => orderBody(data, lines));
  const guests = await Promise.all(bodies.map(() => w.newGuest()));
  const before = await orderCount(w);

  const answers = await Promise.all(bodies.map((body, i) => w.save(body, guests[i])));

  const accepted = answers.filter((a) => a.body.codigoRetorno === '00');
  expect(accepted).toHaveLength(1);
  for (const a of answers.filter((x) => x.body.codigoRetorno !== '00')) {
    expect(a.body).toEqual({ codigoRetorno: '01', mensajeRetorno: COUPON_MESSAGES.alreadyUsed });
  }
  expect(await orderCount(w)).toBe(before + 1);
  const uses = await w.server.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, 2005));
  const saved = await storedOrders(
    w,
    bodies.map((b) => b.orden.idempotencia),
  );
  expect(saved).toHaveLength(1);
  expect(uses.map((u) => [u.redemptionKey, u.useNumber, u.orderId])).toEqual([
    ['email:carrera@example.com', 1, saved[0]!.id],
    ['tel:70001234', 1, saved[0]!.id],
    ['ip:127.0.0.1/2026-11-23T00:00:00.000Z', 1, saved[0]!.id],
  ]);
}, 60_000);

test('racing variants: one mailbox under many forms, one phone under many e-mails, one use each', async () => {
  const lines = wireOf(ahorra10Cart());
  const cart = ahorra10Cart();
  const forms = (i: number) =>
    [`variante.carrera+${i}@gmail.com`, `v.a.r.i.a.n.t.e.carrera+x${i}@googlemail.com`][i % 2]!;
  const mailbox = Array.from({ length: 20 }, (_, i) =>
    orderBody(
      { ...pickupData(cart), correo: forms(i), telefono: `7100${String(i).padStart(4, '0')}` },
      lines,
    ),
  );
  const phone = Array.from({ length: 20 }, (_, i) =>
    orderBody(
      { ...pickupData(cart), correo: `movil${i}@example.com`, telefono: '72223333' },
      lines,
    ),
  );
  const bodies = [...mailbox, ...phone];
  const guests = await Promise.all(bodies.map(() => w.newGuest()));

  const answers = await Promise.all(bodies.map((body, i) => w.save(body, guests[i])));

  const accepted = (from: number, to: number) =>
    answers.slice(from, to).filter((a) => a.body.codigoRetorno === '00');
  expect(accepted(0, 20)).toHaveLength(1);
  expect(accepted(20, 40)).toHaveLength(1);
  for (const a of answers.filter((x) => x.body.codigoRetorno !== '00')) {
    expect(a.body).toEqual({ codigoRetorno: '01', mensajeRetorno: COUPON_MESSAGES.alreadyUsed });
  }
  const saved = await storedOrders(
    w,
    bodies.map((b) => b.orden.idempotencia),
  );
  expect(saved).toHaveLength(2);
  const keys = (await w.server.db.select().from(couponRedemptions))
    .map((u) => u.redemptionKey)
    .filter((k) => k === 'email:variantecarrera@gmail.com' || k === 'tel:72223333');
  expect(keys.sort()).toEqual(['email:variantecarrera@gmail.com', 'tel:72223333']);
}, 60_000);

test('the use is claimed in the order transaction itself: concurrent inserts past the pre-check, one wins', async () => {
  const at = MONDAY_NOON;
  const row = (key: string): OrderNewRow => ({
    idempotencyKey: key,
    requestHash: 'h',
    ownerKind: 'guest',
    ownerSub: 'carrera',
    hash: randomUUID().replaceAll('-', ''),
    shopId: 4,
    deliveryType: 'TRA',
    paymentType: 'EFE',
    paymentStatus: 'no aplica',
    subtotalCents: 1000,
    discountCents: 100,
    totalCents: 900,
    itemCount: 1,
    contactName: 'Carrera',
    contactEmail: 'directo@example.com',
    createdAt: at,
    futureAt: null,
    data: {},
  });
  const use = {
    couponId: 2005,
    claims: [{ key: 'email:directo@example.com', usesAllowed: 2, kind: 'customer' as const }],
  };
  const keys = Array.from({ length: 20 }, () => randomUUID());
  const results = await Promise.all(
    keys.map((key) =>
      orderInsertWithCoupon(
        w.server.db,
        row(key),
        { codigoRetorno: '00', mensajeRetorno: 'OK' },
        use,
      ),
    ),
  );
  expect(results.filter((r) => !(r instanceof CouponSpent) && r !== null)).toHaveLength(2);
  expect(results.filter((r) => r instanceof CouponSpent)).toHaveLength(18);
  expect(await storedOrders(w, keys)).toHaveLength(2);
  const uses = await w.server.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.redemptionKey, 'email:directo@example.com'));
  expect(uses.map((u) => u.useNumber).sort()).toEqual([1, 2]);
});
