import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { couponApply } from '../../../src/domain/coupons/coupon-apply.ts';
import { COUPON_MESSAGES } from '../../../src/domain/coupons/coupon-messages.ts';
import { couponRead } from '../../../src/protocol/coupon.ts';
import { customerSession } from '../../accounts/customer.fixture.ts';
import { menuProduct, wireOf } from '../../quote/quote.fixture';
import { demoChain, formBody } from '../../test/guest-calls.ts';
import { post } from '../../test/harness.ts';
import {
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  useSaveWorld,
  type SaveWorld,
} from '../../test/save-world';
import { orderSaveParameters } from './order-save-parameters.ts';

// Decision 031, as a hostile guest: the single-use code AHORRA10 (coupon 2005) was refused a
// second time for the same e-mail, but 'cupon.a+1@…' or 'cupon.b@…' got '00' each time. A
// guest's use is keyed to the canonical e-mail and to the phone, each the same customer, and
// a code's uses from one client address are capped; the code check call applies the same.
const USED = { codigoRetorno: '01', mensajeRetorno: COUPON_MESSAGES.alreadyUsed };
const CAPPED = { codigoRetorno: '01', mensajeRetorno: COUPON_MESSAGES.addressSpent };

/** Three burgers with AHORRA10 applied as the app applies it. */
function ahorra10(w: SaveWorld): Cart {
  const [record] = demoChain().cupones.filter((c) => c.IDPRO === 2005);
  const { CLASE: _kind, ...wire } = record!;
  let cart = cartEmpty();
  for (const id of [1103, 1105, 1104]) cart = cartAdd(cart, menuProduct(w.clientMenu, id), 1);
  const parameters = orderSaveParameters(w.server.config.parametros);
  const applied = couponApply(cart, couponRead(wire)!, {
    storeMinimum: parameters.minimumOrder,
    serverNow: MONDAY_NOON.getTime(),
    currency: parameters.currencySymbol,
  });
  if (!applied.ok) throw new Error(applied.message);
  return applied.cart;
}

/** A guest (a fresh token each time) saves AHORRA10 with this e-mail and phone. */
async function guestSaves(w: SaveWorld, correo: string, telefono: string) {
  const cart = ahorra10(w);
  const body = orderBody({ ...pickupData(cart), correo, telefono }, wireOf(cart));
  return (await w.save(body, await w.newGuest())).body;
}

/** data/checkPromocionCheckout of AHORRA10 by a fresh guest. */
async function guestChecks(w: SaveWorld, correo: string, telefono?: string) {
  const fields = { cupon: 'AHORRA10', correo, ...(telefono ? { telefono } : {}) };
  return (
    await post(w.server, '/data/checkPromocionCheckout', formBody(fields), await w.newGuest())
  ).body;
}

describe('a guest cannot reuse a single-use code under another form of the same e-mail or phone', () => {
  const w = useSaveWorld();

  test('e-mail variants (+tag, dots at gmail.com, googlemail.com, case) are the same customer', async () => {
    expect(await guestSaves(w, 'cupon.a@gmail.com', '70001111')).toMatchObject({
      codigoRetorno: '00',
    });
    const before = await orderCount(w);
    for (const variant of [
      'cupon.a+1@gmail.com',
      'cupona@gmail.com',
      'c.u.p.o.n.a@googlemail.com',
      ' Cupon.A+promo@GMAIL.com ',
    ]) {
      // each with a phone of its own: the e-mail alone refuses it
      const phone = `7${String(before + variant.length).padStart(7, '0')}`;
      expect(await guestSaves(w, variant, phone), variant).toEqual(USED);
      expect(await guestChecks(w, variant), variant).toEqual(USED);
    }
    expect(await orderCount(w)).toBe(before);
  });

  test('+tag at any provider; dots only where the provider ignores them', async () => {
    expect(await guestSaves(w, 'cupon.b@example.com', '70002222')).toMatchObject({
      codigoRetorno: '00',
    });
    expect(await guestSaves(w, 'cupon.b+2@example.com', '70002223')).toEqual(USED);
    // example.com keeps its dots: another mailbox, another customer
    expect(await guestSaves(w, 'cuponb@example.com', '70002224')).toMatchObject({
      codigoRetorno: '00',
    });
  });

  test('the same phone under another e-mail is the same customer', async () => {
    expect(await guestSaves(w, 'telefono.uno@example.com', '70003333')).toMatchObject({
      codigoRetorno: '00',
    });
    expect(await guestSaves(w, 'telefono.dos@example.com', '70003333')).toEqual(USED);
    expect(await guestChecks(w, 'telefono.tres@example.com', '+503 7000-3333')).toEqual(USED);
    expect(await guestChecks(w, 'telefono.tres@example.com', '70003334')).toMatchObject({
      codigoRetorno: '00',
    });
  });

  test("an account's use is keyed to the account: a guest with its e-mail is refused", async () => {
    const c = await customerSession(w.server, 'cupon.cuenta', MONDAY_NOON);
    const cart = ahorra10(w);
    const body = orderBody({ ...pickupData(cart), telefono: '70004444' }, wireOf(cart));
    expect((await w.save(body, c.headers)).body).toMatchObject({ codigoRetorno: '00' });
    const [local, domain] = c.email.split('@');
    expect(await guestSaves(w, `${local!}+otra@${domain!}`, '70004445')).toEqual(USED);
  });
});

describe('the uses of one code from one client address are capped (RATE_LIMIT_COUPON_ADDRESS)', () => {
  const w = useSaveWorld({ RATE_LIMIT_COUPON_ADDRESS: '3/1d' });

  test('distinct e-mails and phones from one address: three uses, then refused', async () => {
    for (let i = 1; i <= 3; i++) {
      expect(await guestSaves(w, `persona${i}@example.com`, `7000500${i}`)).toMatchObject({
        codigoRetorno: '00',
      });
    }
    const before = await orderCount(w);
    expect(await guestSaves(w, 'persona4@example.com', '70005004')).toEqual(CAPPED);
    expect(await guestChecks(w, 'persona5@example.com')).toEqual(CAPPED);
    expect(await orderCount(w)).toBe(before);
  });

  test('the next window opens the address again', async () => {
    w.setNow(new Date(MONDAY_NOON.getTime() + 24 * 60 * 60 * 1000));
    try {
      expect(await guestChecks(w, 'persona6@example.com')).toMatchObject({ codigoRetorno: '00' });
    } finally {
      w.setNow(MONDAY_NOON);
    }
  });
});
