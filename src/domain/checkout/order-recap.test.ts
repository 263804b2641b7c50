import { describe, expect, it } from 'vitest';
import { cartCoupon, cartProduct } from '../../test/cart-builders';
import { coverageSample } from '../../test/coverage-builders';
import { cartEmpty } from '../cart/cart';
import { cartAdd } from '../cart/cart-add';
import { cartAddPromo } from '../cart/cart-add-promo';
import { cartView } from '../cart/cart-view';
import {
  DELIVERY_EMPTY,
  deliveryModeChooseAddress,
  deliveryModeChooseShop,
} from '../delivery/delivery-mode';
import type { Cents } from '../money';
import { orderRecapBuild, orderRecapRestore } from './order-recap';
import { shopIdOf } from '../shops/shop-id';

/** 5.00 combo + 2 × 1.50 soda − 1.25 coupon = 6.75 */
const view = () => {
  let c = cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 500), 1);
  c = cartAdd(c, cartProduct(1501, 'PRD', 150), 2);
  return cartView(cartAddPromo(c, cartCoupon(77, 125)));
};

const pickup = deliveryModeChooseShop(DELIVERY_EMPTY, {
  shopId: shopIdOf(7),
  shopName: 'Plaza Mundo Soyapango',
  pickupOption: 'PARQUEO',
});
const home = deliveryModeChooseAddress(DELIVERY_EMPTY, {
  coverage: coverageSample({ id: 0 }),
  address: 'Calle La Mascota #12',
  reference: '',
  tag: '',
}).state;

describe('order recap of the success screen (§2.8)', () => {
  it('keeps the lines with their counts, the total, the shop and the cash amount', () => {
    const recap = orderRecapBuild({
      view: view(),
      delivery: pickup,
      payment: 'cash',
      cashAmount: 1000 as Cents,
    });
    expect(recap).toMatchObject({
      total: 675,
      kind: 'shop',
      place: 'Plaza Mundo Soyapango',
      detail: 'Retirar en tienda Parqueo',
      payment: 'cash',
      cashAmount: 1000,
    });
    expect(recap.lines.map((l) => [l.name, l.count, l.price])).toEqual([
      ['Producto 1302', 1, 500],
      ['Producto 1501', 2, 300],
      [expect.any(String), 1, -125],
    ]);
  });

  it('names the address for home delivery and drops the cash amount of a card order', () => {
    const recap = orderRecapBuild({
      view: view(),
      delivery: home,
      payment: 'card',
      cashAmount: 1000 as Cents,
    });
    expect(recap).toMatchObject({
      kind: 'home',
      place: 'Calle La Mascota #12',
      payment: 'card',
      cashAmount: null,
    });
  });

  it('reads back what it stored, and nothing damaged', () => {
    const recap = orderRecapBuild({
      view: view(),
      delivery: pickup,
      payment: 'cash',
      cashAmount: null,
    });
    expect(orderRecapRestore(JSON.parse(JSON.stringify(recap)))).toEqual(recap);
    const damaged: unknown[] = [
      null,
      'x',
      { ...recap, lines: 'x' },
      { ...recap, total: -1 },
      { ...recap, kind: 'moto' },
      { ...recap, payment: 'bitcoin' },
      { ...recap, lines: [{ name: 'x', count: 0, price: 1 }] },
      { ...recap, cashAmount: 1.5 },
    ];
    for (const value of damaged) expect(orderRecapRestore(value)).toBeNull();
  });
});
