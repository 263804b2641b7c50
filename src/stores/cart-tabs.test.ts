// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartProduct } from '../test/cart-builders';
import { CART_STORAGE_KEY, cartPersistLoad, cartPersistSave, cartStoredJson } from './cart-persist';
import type * as CartModule from './cart';

const soda = cartProduct(1501, 'PRD', 125);
const fries = cartProduct(1401, 'PRD', 199);
const combo = cartProduct(1302, 'CMB', 500);
const rows = (cart: Cart) => cart.items.map((i) => [i.menuId, i.addedOrder, i.quantity]);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A plain copy of the store's cart, to compare with storage. */
const plain = (cart: Cart): Cart => JSON.parse(JSON.stringify(cart));

/** Writes a cart as another tab (or an earlier visit) would have left it. */
const storeCart = (cart: Cart, futureOrderOpen = false) =>
  cartPersistSave(localStorage, cartStoredJson({ cart, futureOrderOpen }));

const storedCart = () => {
  const result = cartPersistLoad(localStorage);
  return result.status === 'ok' ? result.stored : result.status;
};

let addListener: MockInstance<typeof window.addEventListener>;

beforeEach(() => {
  localStorage.clear();
  addListener = vi.spyOn(window, 'addEventListener');
});

afterEach(async () => {
  await tick(); // a save still scheduled belongs to this test, not to the next
  // every test has its own module instance; earlier ones must not hear later storage events
  for (const [type, listener] of addListener.mock.calls) {
    if (type === 'storage' && listener) window.removeEventListener(type, listener);
  }
  vi.restoreAllMocks();
});

async function freshCart(): Promise<typeof CartModule> {
  vi.resetModules();
  return import('./cart');
}

async function hydratedCart(): Promise<typeof CartModule> {
  const module = await freshCart();
  await module.cartStoreHydrate();
  return module;
}

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
