/** Shared set-up of the cart store's persistence tests (jsdom, a fresh module per test). */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import type { Cart } from '../domain/cart/cart';
import type * as CartModule from '../stores/cart';
import { cartPersistLoad, cartPersistSave, cartStoredJson } from '../stores/cart-persist';
import { cartProduct } from './cart-builders';

export const soda = cartProduct(1501, 'PRD', 125);
export const fries = cartProduct(1401, 'PRD', 199);
export const combo = cartProduct(1302, 'CMB', 500);
export const rows = (cart: Cart) => cart.items.map((i) => [i.menuId, i.addedOrder, i.quantity]);
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A plain copy of the store's cart, to compare with storage. */
export const plain = (cart: Cart): Cart => JSON.parse(JSON.stringify(cart)) as Cart;

/** Writes a cart as another tab (or an earlier visit) would have left it. */
export const storeCart = (cart: Cart, futureOrderOpen = false) =>
  cartPersistSave(localStorage, cartStoredJson({ cart, futureOrderOpen }));

/** What storage holds: the stored state, or 'empty' / 'corrupt'. */
export const storedCart = () => {
  const result = cartPersistLoad(localStorage);
  return result.status === 'ok' ? result.stored : result.status;
};

/** A cart store module of its own: the store reads storage when it is first imported. */
export async function freshCart(): Promise<typeof CartModule> {
  vi.resetModules();
  return import('../stores/cart');
}

export async function hydratedCart(): Promise<typeof CartModule> {
  const module = await freshCart();
  await module.cartStoreHydrate();
  return module;
}

/**
 * Clean storage before each test; after it, let a scheduled save finish and unhook the
 * storage listeners of that test's module, so earlier modules do not hear later events.
 */
export function cartStoreHarnessHooks(): void {
  let addListener: MockInstance<typeof window.addEventListener>;
  beforeEach(() => {
    localStorage.clear();
    addListener = vi.spyOn(window, 'addEventListener');
  });
  afterEach(async () => {
    await tick();
    for (const [type, listener] of addListener.mock.calls) {
      if (type === 'storage' && listener) window.removeEventListener(type, listener);
    }
    vi.restoreAllMocks();
  });
}
