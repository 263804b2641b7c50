// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cartEmpty } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import {
  cartStoreHarnessHooks,
  soda,
  fries,
  combo,
  rows,
  tick,
  plain,
  storeCart,
  storedCart,
  freshCart,
  hydratedCart,
} from '../test/cart-store-harness';
import { CART_STORAGE_KEY } from './cart-persist';

cartStoreHarnessHooks();

describe('cart store and other tabs (storage event)', () => {
  const otherTab = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

  it('reloads the cart another tab saved, without writing it back', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(soda, 1);
    await tick();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    storeCart(cartAdd(cartEmpty(), combo, 2), true);
    const written = setItem.mock.calls.length;
    otherTab(CART_STORAGE_KEY, localStorage.getItem(CART_STORAGE_KEY));
    expect(rows(s.cartStore.cart)).toEqual([[1302, 5, 2]]);
    expect(s.cartStore.futureOrderOpen).toBe(true);
    await tick();
    expect(setItem.mock.calls.length).toBe(written);
  });

  it('the other tab wins over a save still pending here', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(soda, 1); // save scheduled, not yet written
    storeCart(cartAdd(cartEmpty(), fries, 1));
    otherTab(CART_STORAGE_KEY, localStorage.getItem(CART_STORAGE_KEY));
    await tick();
    expect(rows(s.cartStore.cart)).toEqual([[1401, 5, 1]]);
    expect(storedCart()).toEqual({ cart: plain(s.cartStore.cart), futureOrderOpen: false });
  });

  it('empties when another tab removes the cart or clears storage', async () => {
    storeCart(cartAdd(cartEmpty(), soda, 1));
    const s = await hydratedCart();
    localStorage.removeItem(CART_STORAGE_KEY);
    otherTab(CART_STORAGE_KEY, null);
    expect(s.cartStore.cart).toEqual(cartEmpty());
    expect(s.cartStore.storageError).toBe(false);

    s.cartStoreAdd(soda, 1);
    await tick();
    localStorage.clear();
    otherTab(null, null);
    expect(s.cartStore.cart).toEqual(cartEmpty());
  });

  it('flags a corrupt value from another tab and ignores other keys', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(soda, 1);
    await tick();
    otherTab('session.ck', 'x');
    expect(rows(s.cartStore.cart)).toEqual([[1501, 5, 1]]);
    localStorage.setItem(CART_STORAGE_KEY, 'dañado');
    otherTab(CART_STORAGE_KEY, 'dañado');
    expect(s.cartStore).toMatchObject({ storageError: true, cart: cartEmpty() });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('does not listen before hydration', async () => {
    const s = await freshCart();
    s.cartStoreAdd(soda, 1);
    storeCart(cartAdd(cartEmpty(), combo, 1));
    otherTab(CART_STORAGE_KEY, localStorage.getItem(CART_STORAGE_KEY));
    expect(rows(s.cartStore.cart)).toEqual([[1501, 5, 1]]);
  });
});
