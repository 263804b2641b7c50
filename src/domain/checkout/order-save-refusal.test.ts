import { describe, expect, it } from 'vitest';
import { cartCoupon, cartProduct } from '../../test/cart-builders';
import { coverageSample, deliveryPointSample } from '../../test/coverage-builders';
import { cartEmpty, type Cart } from '../cart/cart';
import { cartAdd } from '../cart/cart-add';
import { cartAddPromo } from '../cart/cart-add-promo';
import {
  DELIVERY_EMPTY,
  deliveryModeChooseAddress,
  deliveryModeChooseShop,
  type DeliveryState,
} from '../delivery/delivery-mode';
import type { Coverage } from '../geo/coverage';
import { CHECKOUT_FORM_EMPTY, type CheckoutFormData } from './checkout-form';
import {
  ORDER_SAVE_REFUSALS,
  orderSaveRefusal,
  type OrderSaveReadiness,
} from './order-save-refusal';
import { shopIdOf } from '../shops/shop-id';

const form = (extra: Partial<CheckoutFormData> = {}): CheckoutFormData => ({
  ...CHECKOUT_FORM_EMPTY,
  username: 'Ana',
  userlastname: 'López',
  usermail: 'ana@correo.com',
  userphone: '7777-8888',
  ...extra,
});

/** 5.00 combo + 2 × 1.50 soda − 1.25 coupon */
function cart(): Cart {
  let c = cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 500), 1);
  c = cartAdd(c, cartProduct(1501, 'PRD', 150), 2);
  return cartAddPromo(c, cartCoupon(77, 125));
}

const pickup = (): DeliveryState =>
  deliveryModeChooseShop(DELIVERY_EMPTY, {
    shopId: shopIdOf(7),
    shopName: 'Plaza Mundo Soyapango',
    pickupOption: 'PARQUEO',
  });

const home = (coverage: Partial<Coverage> = {}): DeliveryState =>
  deliveryModeChooseAddress(DELIVERY_EMPTY, {
    coverage: coverageSample({ id: 0, restrictionCode: 100, ...coverage }),
    address: 'Calle La Mascota #12',
    reference: 'Portón negro',
    tag: '',
  }).state;

describe('orderSaveRefusal (§4.3)', () => {
  const refusal = (delivery: DeliveryState, extra: Partial<OrderSaveReadiness> = {}) =>
    orderSaveRefusal({ cart: cart(), delivery, form: form(), ...extra });

  it('is null when place, cart and client data are there', () => {
    expect(refusal(pickup())).toBeNull();
    expect(refusal(home())).toBeNull();
  });

  it('refuses without a place, also when the zone needs a delivery point', () => {
    expect(refusal(DELIVERY_EMPTY)).toBe('Selecciona dónde recibirás tu pedido');
    const points = home({ deliveryPoints: [deliveryPointSample(1)], isDeliveryPoint: true });
    expect(refusal(points)).toBe(ORDER_SAVE_REFUSALS.place);
  });

  it('refuses an empty cart, also one holding only a coupon line', () => {
    expect(refusal(pickup(), { cart: cartEmpty() })).toBe('Tu bolsa está vacía');
    const onlyCoupon = cartAddPromo(cartEmpty(), cartCoupon(77, 125));
    expect(refusal(pickup(), { cart: onlyCoupon })).toBe('Tu bolsa está vacía');
  });

  it('refuses empty client data', () => {
    for (const field of ['username', 'usermail', 'userphone'] as const) {
      expect(refusal(pickup(), { form: form({ [field]: '  ' }) })).toBe(
        'Completa tus datos personales',
      );
    }
  });

  it('checks the place first, then the cart', () => {
    expect(refusal(DELIVERY_EMPTY, { cart: cartEmpty(), form: CHECKOUT_FORM_EMPTY })).toBe(
      ORDER_SAVE_REFUSALS.place,
    );
    expect(refusal(pickup(), { cart: cartEmpty(), form: CHECKOUT_FORM_EMPTY })).toBe(
      ORDER_SAVE_REFUSALS.cart,
    );
  });
});
