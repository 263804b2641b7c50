import { orderIdOf } from '../domain/order/order-id';
import { shopIdOf } from '../domain/shops/shop-id';
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../api/menu/get-data';
import { sessionSetCkKey, sessionSetTokens, sessionStore } from '../api/session';
import { transportSet } from '../api/transport';
import { CK_KEY, fakeFetch, okAnswer, sent } from '../test/fake-fetch';
import { menuSample } from '../test/menu-sample';
import { accountLogout, accountLogoutHookAdd } from './account-logout';
import { cartStore, cartStoreAdd, cartStoreHydrate } from './cart';
import { checkoutFormDraft, checkoutStore } from './checkout';
import { certificateCartAdd, certificateCartStore } from './certificate-cart';
import { certificateCheckoutStore } from './certificate-checkout';
import { centsFromAmount } from '../domain/money';
import { deliveryChooseShop, deliveryStore } from './delivery';
import { orderCurrentSet, ordersRemember, ordersStore } from './orders';
import { returnToSet, uiStore } from './ui';
import type { DeliveryAddress } from '../domain/delivery/delivery-mode';
import { coverageSample } from '../test/coverage-builders';

const HASH = '0123456789abcdef0123456789abcdef';
const menu = getDataResponseSchema.parse(menuSample);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  sessionSetCkKey(CK_KEY);
  sessionSetTokens('acc', 'ref');
  await cartStoreHydrate();
  cartStoreAdd(
    menu.products.find((p) => p.id === 101)!,
    2,
  );
  checkoutFormDraft({ ...checkoutStore.form, username: 'Ana' });
  checkoutStore.stepNumber = 1;
  ordersRemember({ id: orderIdOf(9), hash: HASH, createdAt: 1, deliveryType: 'shop' });
  orderCurrentSet({ id: orderIdOf(9), hash: HASH });
  returnToSet('/cart');
  certificateCartAdd({
    id: 1,
    name: 'Gift Card',
    description: '',
    amount: centsFromAmount(10),
    images: { jpg: { small: '', medium: '' }, webp: { small: '', medium: '' } },
  });
  certificateCheckoutStore.form.email = 'ana@example.com';
});
afterEach(() => transportSet(null));

describe('accountLogout (§4.1)', () => {
  it('calls auth/logout with the session, then clears what §4.1 lists', async () => {
    fakeFetch(() => okAnswer());
    const hooked: string[] = [];
    const off = accountLogoutHookAdd(() => hooked.push('coupons'));
    await accountLogout();
    off();
    expect(sent.map((s) => s.url)).toEqual(['/api/auth/logout']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sessionStore).toMatchObject({ accessToken: null, refreshToken: null, guestToken: null });
    expect(cartStore.cart.items).toHaveLength(0);
    expect(checkoutStore.stepNumber).toBe(-1);
    expect(checkoutStore.form.username).toBe('');
    expect(ordersStore.anonymous).toEqual([]);
    expect(ordersStore.current).toBeNull();
    expect(uiStore.returnTo).toBeNull();
    expect(certificateCartStore.lines).toEqual([]);
    expect(certificateCheckoutStore.form.email).toBe('');
    expect(hooked).toEqual(['coupons']);
  });

  it('clears everything even when the server cannot be reached', async () => {
    transportSet(() => Promise.reject(new TypeError('offline')));
    await accountLogout();
    expect(sessionStore.accessToken).toBeNull();
    expect(cartStore.cart.items).toHaveLength(0);
  });

  it('keeps a pickup shop and a guest location, drops a saved address (id above 0)', async () => {
    transportSet(() => Promise.reject(new TypeError('offline')));
    deliveryChooseShop({ shopId: shopIdOf(7), shopName: 'Plaza', pickupOption: 'PARQUEO' });
    await accountLogout();
    expect(deliveryStore.pickup?.shopId).toBe(7);

    // the saved id travels in the coverage (the order's iddcl)
    const address = (id: number): DeliveryAddress => ({
      coverage: coverageSample({ id }),
      address: 'Casa',
      reference: '',
      tag: 'Mi Casa',
    });
    deliveryStore.kind = 'home';
    deliveryStore.address = address(0);
    await accountLogout();
    expect(deliveryStore.address).not.toBeNull();
    deliveryStore.address = address(12);
    await accountLogout();
    expect(deliveryStore.address).toBeNull();
  });
});
