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
} from './order-save.fixture';
import { orderInsertWithCoupon } from './order-save-coupon.ts';
import { orderSaveParameters } from './order-save-parameters.ts';
import type { OrderNewRow } from './order-save-store.ts';

// issue 17: 50 orders at once spending one single-use coupon (the code coupon 2005, one
// e-mail, 50 idempotency keys and guest tokens): exactly one is accepted, on PGlite and
// on PostgreSQL (TEST_DATABASE_URL) alike.
const w = useSaveWorld();
const RACERS = 50;

test(`${RACERS} concurrent saves with one single-use coupon: exactly one '00'`, async () => {
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
  const lines = wireOf(applied.cart);
  const data = { ...pickupData(applied.cart), correo: 'carrera@example.com' };
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
    ['carrera@example.com', 1, saved[0]!.id],
  ]);
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
  const use = { couponId: 2005, key: 'directo@example.com', usesAllowed: 2 };
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
  expect(results.filter((r) => r !== 'spent' && r !== null)).toHaveLength(2);
  expect(results.filter((r) => r === 'spent')).toHaveLength(18);
  expect(await storedOrders(w, keys)).toHaveLength(2);
  const uses = await w.server.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.redemptionKey, 'directo@example.com'));
  expect(uses.map((u) => u.useNumber).sort()).toEqual([1, 2]);
});
