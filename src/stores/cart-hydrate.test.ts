// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartAddPromo } from '../domain/cart/cart-add-promo';
import { cartPromo } from '../test/cart-builders';
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
import { CART_STORAGE_KEY, cartPersistSave, cartStoredJson } from './cart-persist';

cartStoreHarnessHooks();

/** A combo (5) with a promotion (10) hanging from it and the promotion's fries (15). */
function promoCart(): Cart {
  let cart = cartAdd(cartEmpty(), combo, 1);
  cart = cartAddPromo(cart, cartPromo(9001, 299, { parentAddedOrder: 5 }));
  return cartAdd(cart, fries, 1, { promoId: 9001, parentAddedOrder: 10 });
}

describe('cart store persistence (§3.9 cart-state, §4.5)', () => {
  it('does not load crypto-js, valibot or the persistence code until hydration', async () => {
    const loaded: string[] = [];
    for (const id of ['crypto-js/aes', 'valibot', './cart-persist']) {
      vi.doMock(id, async (importOriginal) => {
        loaded.push(id);
        return importOriginal();
      });
    }
    try {
      const s = await freshCart();
      s.cartStoreAdd(soda, 1);
      await tick();
      expect(loaded).toEqual([]);
      await s.cartStoreHydrate();
      expect(loaded).toEqual(
        expect.arrayContaining(['crypto-js/aes', 'valibot', './cart-persist']),
      );
    } finally {
      for (const id of ['crypto-js/aes', 'valibot', './cart-persist']) vi.doUnmock(id);
    }
  });

  it('saves nothing before hydration: an early cart never overwrites the stored one', async () => {
    storeCart(cartAdd(cartEmpty(), combo, 1));
    const value = localStorage.getItem(CART_STORAGE_KEY);
    const s = await freshCart();
    expect(s.cartStore.hydrated).toBe(false);
    s.cartStoreAdd(soda, 1);
    s.cartStoreClear();
    await tick();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(value);
  });

  it('hydrates the stored cart and future-order flag, then saves changes encrypted', async () => {
    storeCart(cartAdd(cartEmpty(), combo, 2), true);
    const s = await hydratedCart();
    expect(s.cartStore).toMatchObject({
      hydrated: true,
      storageError: false,
      futureOrderOpen: true,
    });
    expect(rows(s.cartStore.cart)).toEqual([[1302, 5, 2]]);
    s.cartStoreAdd(soda, 1);
    await tick();
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toContain('1501');
    const stored = storedCart();
    expect(stored).toEqual({ cart: plain(s.cartStore.cart), futureOrderOpen: true });

    // a reload reads what was saved
    const again = await hydratedCart();
    expect(plain(again.cartStore.cart)).toEqual(plain(s.cartStore.cart));
  });

  it('replays actions taken before hydration on top of the stored cart', async () => {
    storeCart(cartAdd(cartEmpty(), soda, 2)); // 5, 10
    const s = await freshCart();
    s.cartStoreAdd(fries, 1); // early 5
    s.cartStoreAdd(combo, 1); // early 10
    s.cartStoreSetQuantity([5], 2); // early 15
    s.cartStoreSetFutureOrderOpen(true);
    expect(rows(s.cartStore.cart)).toEqual([
      [1401, 5, 1],
      [1302, 10, 1],
      [1401, 15, 1],
    ]);
    await s.cartStoreHydrate();
    expect(rows(s.cartStore.cart)).toEqual([
      [1501, 5, 1],
      [1501, 10, 1],
      [1401, 15, 1],
      [1302, 20, 1],
      [1401, 25, 1],
    ]);
    expect(s.cartStore.futureOrderOpen).toBe(true);
    await tick();
    expect(storedCart()).toEqual({ cart: plain(s.cartStore.cart), futureOrderOpen: true });
  });

  it('keeps a removal awaiting confirmation across hydration, on the replayed row', async () => {
    storeCart(cartAdd(cartEmpty(), soda, 1)); // 5
    const s = await freshCart();
    let early = promoCart();
    early = { ...early, items: early.items.slice(0, 2) }; // combo 5 and its promo 10
    s.cartStoreReplace(early);
    expect(s.cartStoreRequestRemove(5)).toBe('pending');
    await s.cartStoreHydrate();
    // an early replace wins over the stored cart, keeping its own orders
    expect(rows(s.cartStore.cart)).toEqual([
      [1302, 5, 1],
      [9001, 10, 1],
    ]);
    expect(s.cartStore.pendingRemoval).toBe(5);
    s.cartStoreConfirmRemove();
    expect(s.cartStore.cart).toEqual(cartEmpty());
  });

  it('maps a pending removal made before hydration to the replayed order', async () => {
    storeCart(cartAdd(cartEmpty(), soda, 2)); // 5, 10
    const s = await freshCart();
    s.cartStoreAdd(combo, 1); // early 5 → 15
    s.cartStoreAdd(fries, 1, { promoId: 9, parentAddedOrder: 5 }); // early 10 → 20
    s.cartStore.pendingRemoval = 5; // as the dialog would hold it
    await s.cartStoreHydrate();
    expect(s.cartStore.pendingRemoval).toBe(15);
    expect(s.cartStore.cart.items.at(-1)).toMatchObject({ menuId: 1401, parentAddedOrder: 15 });
  });

  it.each([
    ['garbage text', () => localStorage.setItem(CART_STORAGE_KEY, '%%%')],
    [
      'a wrong shape',
      () =>
        cartPersistSave(localStorage, JSON.stringify({ version: 1, futureOrderOpen: 0, cart: {} })),
    ],
    [
      'a wrong version',
      () =>
        cartPersistSave(
          localStorage,
          cartStoredJson({ cart: cartEmpty(), futureOrderOpen: false }).replace(
            '"version":1',
            '"version":99',
          ),
        ),
    ],
  ])('resets a corrupt stored cart (%s) with the error flag', async (_, corrupt) => {
    corrupt();
    const s = await freshCart();
    s.cartStoreAdd(soda, 1); // before hydration: kept
    await s.cartStoreHydrate();
    expect(s.cartStore.storageError).toBe(true);
    expect(rows(s.cartStore.cart)).toEqual([[1501, 5, 1]]);
    await tick();
    expect(storedCart()).toEqual({ cart: plain(s.cartStore.cart), futureOrderOpen: false });
    s.cartStoreDismissStorageError();
    expect(s.cartStore.storageError).toBe(false);
  });

  it('a corrupt cart with nothing added leaves storage empty', async () => {
    localStorage.setItem(CART_STORAGE_KEY, 'dañado');
    const s = await hydratedCart();
    expect(s.cartStore).toMatchObject({ storageError: true, cart: cartEmpty() });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('writes at most once per tick, and not at all when nothing stored changed', async () => {
    const s = await hydratedCart();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cartWrites = () => setItem.mock.calls.filter(([key]) => key === CART_STORAGE_KEY).length;
    s.cartStoreAdd(soda, 1);
    s.cartStoreAdd(combo, 2);
    s.cartStoreSetQuantity([5], 3);
    expect(cartWrites()).toBe(0);
    await tick();
    expect(cartWrites()).toBe(1);
    s.cartStoreCancelRemove();
    s.cartStoreDismissStorageError();
    s.cartStoreRequestRemove(42); // unknown order: same cart
    await tick();
    expect(cartWrites()).toBe(1);
    s.cartStoreRequestRemove(5);
    await tick();
    expect(cartWrites()).toBe(2);
    expect(storedCart()).toEqual({ cart: plain(s.cartStore.cart), futureOrderOpen: false });
  });

  it('swallows a full storage: the cart lives in memory and the next save retries', async () => {
    const s = await hydratedCart();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Se excedió la cuota', 'QuotaExceededError');
    });
    s.cartStoreAdd(soda, 2);
    await tick();
    expect(setItem).toHaveBeenCalled();
    expect(rows(s.cartStore.cart)).toHaveLength(2);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    setItem.mockRestore();
    s.cartStoreAdd(soda, 1);
    await tick();
    expect(storedCart()).toEqual({ cart: plain(s.cartStore.cart), futureOrderOpen: false });
  });

  it('shares one hydration between callers', async () => {
    const s = await freshCart();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const first = s.cartStoreHydrate();
    expect(s.cartStoreHydrate()).toBe(first);
    await first;
    await s.cartStoreHydrate();
    expect(getItem.mock.calls.filter(([key]) => key === CART_STORAGE_KEY)).toHaveLength(1);
  });
});
