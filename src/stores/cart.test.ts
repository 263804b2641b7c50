// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartAddPromo } from '../domain/cart/cart-add-promo';
import { cartView } from '../domain/cart/cart-view';
import type { Cents } from '../domain/money';
import { cartProduct, cartPromo } from '../test/cart-builders';
import type * as CartModule from './cart';

const soda = cartProduct(1501, 'PRD', 125);
const fries = cartProduct(1401, 'PRD', 199);
const combo = cartProduct(1302, 'CMB', 500);
const rows = (cart: Cart) => cart.items.map((i) => [i.menuId, i.addedOrder, i.quantity]);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A plain copy of the store's cart, to compare before and after. */
const plain = (cart: Cart): Cart => JSON.parse(JSON.stringify(cart));

/** A combo (5) with a promotion (10) hanging from it and the promotion's fries (15). */
function promoCart(): Cart {
  let cart = cartAdd(cartEmpty(), combo, 1);
  cart = cartAddPromo(cart, cartPromo(9001, 299, { parentAddedOrder: 5 }));
  return cartAdd(cart, fries, 1, { promoId: 9001, parentAddedOrder: 10 });
}

beforeEach(() => localStorage.clear());
// a save still scheduled belongs to this test, not to the next
afterEach(tick);

/** A new store module instance, hydrated from empty storage. */
async function hydratedCart(): Promise<typeof CartModule> {
  vi.resetModules();
  const module = await import('./cart');
  await module.cartStoreHydrate();
  return module;
}

describe('cart store actions (§4.5)', () => {
  it('adds through the engine: one PRD row per unit, grouped units in one entry', async () => {
    const s = await hydratedCart();
    expect(s.cartStoreAdd(soda, 2)).toBe(true);
    expect(s.cartStoreAdd(combo, 1)).toBe(true);
    expect(s.cartStoreAdd(combo, 2)).toBe(true);
    expect(rows(s.cartStore.cart)).toEqual([
      [1501, 5, 1],
      [1501, 10, 1],
      [1302, 15, 3],
    ]);
    expect(cartView(s.cartStore.cart).count).toBe(5);
    expect(s.cartStore.cart.addedOrder).toBe(25);
  });

  it('turns down bad input without touching the state', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(soda, 1);
    const before = plain(s.cartStore.cart);
    expect(s.cartStoreAdd(soda, 0)).toBe(false);
    expect(s.cartStoreAdd(soda, 1.5)).toBe(false);
    expect(s.cartStoreAdd(cartProduct(1, 'FAK'), 1)).toBe(false);
    expect(s.cartStoreAdd(soda, 1, { unitPrice: -1 as never })).toBe(false);
    expect(s.cartStoreSetQuantity([5], -1)).toBe(false);
    expect(s.cartStoreSetQuantity([99], 3)).toBe(false);
    expect(plain(s.cartStore.cart)).toEqual(before);
  });

  it('sets a line quantity: more copies the newest unit, fewer drops the newest', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(combo, 1);
    s.cartStoreAdd(soda, 1);
    expect(s.cartStoreSetQuantity([5], 3)).toBe(true);
    expect(s.cartStore.cart.items[0]?.units.map((u) => u.addedOrder)).toEqual([5, 15, 20]);
    expect(s.cartStoreSetQuantity([5, 15, 20], 1)).toBe(true);
    expect(s.cartStore.cart.items[0]?.units.map((u) => u.addedOrder)).toEqual([5]);
    expect(s.cartStoreSetQuantity([10], 0)).toBe(true);
    expect(rows(s.cartStore.cart)).toEqual([[1302, 5, 1]]);
  });

  it('removes at once when no confirmation is needed', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(soda, 2);
    expect(s.cartStoreRequestRemove(5)).toBe('removed');
    expect(rows(s.cartStore.cart)).toEqual([[1501, 10, 1]]);
    expect(s.cartStore.pendingRemoval).toBeNull();
  });

  it('asks before removing the parent of an applied promo; cancel keeps everything', async () => {
    const s = await hydratedCart();
    s.cartStoreReplace(promoCart());
    expect(s.cartStoreRequestRemove(5)).toBe('pending');
    expect(s.cartStore.pendingRemoval).toBe(5);
    expect(rows(s.cartStore.cart)).toEqual(rows(promoCart()));
    s.cartStoreCancelRemove();
    expect(s.cartStore.pendingRemoval).toBeNull();
    expect(rows(s.cartStore.cart)).toEqual(rows(promoCart()));
  });

  it('confirming removes the row with its promo and the promo content (cascade)', async () => {
    const s = await hydratedCart();
    s.cartStoreReplace(promoCart());
    s.cartStoreAdd(soda, 1); // 20
    s.cartStoreRequestRemove(5);
    s.cartStoreConfirmRemove();
    expect(rows(s.cartStore.cart)).toEqual([[1501, 20, 1]]);
    expect(s.cartStore.pendingRemoval).toBeNull();
    s.cartStoreConfirmRemove(); // nothing pending: nothing happens
    expect(rows(s.cartStore.cart)).toEqual([[1501, 20, 1]]);
  });

  it('asks before removing a product an applied promo applies to', async () => {
    const s = await hydratedCart();
    let cart = cartAdd(cartEmpty(), soda, 1, { applied: true });
    cart = cartAddPromo(cart, cartPromo(9002, 0, { appliesTo: [1501] }));
    s.cartStoreReplace(cart);
    expect(s.cartStoreRequestRemove(5)).toBe('pending');
    expect(s.cartStoreRequestRemove(10)).toBe('removed'); // the promo line itself
    expect(rows(s.cartStore.cart)).toEqual([[1501, 5, 1]]);
  });

  it('drops a pending removal whose row is gone, and empties reset future-order data', async () => {
    const s = await hydratedCart();
    s.cartStoreReplace(promoCart());
    s.cartStoreSetFutureOrderOpen(true);
    s.cartStoreRequestRemove(5);
    // revalidation dropped the combo: only the fries (15) stay
    s.cartStoreReplace({ ...promoCart(), items: promoCart().items.slice(2) });
    expect(s.cartStore.pendingRemoval).toBeNull();
    expect(s.cartStore.futureOrderOpen).toBe(true);
    const delivery = await import('./delivery');
    delivery.deliverySetFuture({ at: Date.UTC(2026, 10, 24, 1, 30), invalid: false });
    s.cartStoreRequestRemove(15);
    expect(s.cartStore.cart).toEqual(cartEmpty());
    expect(s.cartStore.futureOrderOpen).toBe(false);
    // §4.5 the scheduled time goes with the last item
    expect(delivery.deliveryStore.future).toBeNull();
  });

  it('clears everything back to an empty cart', async () => {
    const s = await hydratedCart();
    s.cartStoreReplace(promoCart());
    s.cartStoreSetFutureOrderOpen(true);
    s.cartStoreRequestRemove(5);
    s.cartStoreClear();
    expect(s.cartStore).toMatchObject({
      cart: cartEmpty(),
      futureOrderOpen: false,
      pendingRemoval: null,
    });
  });

  it('keeps its own copy of a replacing cart', async () => {
    const s = await hydratedCart();
    const given = promoCart();
    s.cartStoreReplace(given);
    given.items.pop();
    given.items[0]!.name = 'Cambiado';
    expect(rows(s.cartStore.cart)).toEqual(rows(promoCart()));
    expect(s.cartStore.cart.items[0]?.name).toBe('Producto 1302');
  });

  it("removes a line and puts it back in place with 'Deshacer'", async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(soda, 1);
    s.cartStoreAdd(combo, 2);
    s.cartStoreAdd(fries, 1);
    const before = plain(s.cartStore.cart);
    const removal = s.cartStoreRemoveLine([10, 15]);
    expect(removal).not.toBe('pending');
    expect(rows(s.cartStore.cart)).toEqual([
      [1501, 5, 1],
      [1401, 20, 1],
    ]);
    if (removal === 'pending') return;
    expect(removal.removed.sort()).toEqual([10, 15]);
    expect(s.cartStoreUndoRemove(removal)).toBe(true);
    expect(plain(s.cartStore.cart)).toEqual(before);
  });

  it('offers no undo where the removal waits for the confirmation dialog', async () => {
    const s = await hydratedCart();
    s.cartStoreReplace(promoCart());
    expect(s.cartStoreRemoveLine([5])).toBe('pending');
    expect(s.cartStore.pendingRemoval).toBe(5);
  });

  it('cannot undo once the emptied cart has handed the same orders out again', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(soda, 1);
    const removal = s.cartStoreRemoveLine([5]);
    s.cartStoreAdd(fries, 1);
    expect(removal !== 'pending' && s.cartStoreUndoRemove(removal)).toBe(false);
    expect(rows(s.cartStore.cart)).toEqual([[1401, 5, 1]]);
  });

  it('saves an edited line in place, keeping its orders, and turns down bad input', async () => {
    const s = await hydratedCart();
    s.cartStoreAdd(combo, 2);
    s.cartStoreAdd(soda, 1);
    const unit = { price: 650 as Cents, options: [] };
    expect(s.cartStoreEditLine([5, 10], unit, 2)).toBe(true);
    expect(rows(s.cartStore.cart)).toEqual([
      [1302, 5, 2],
      [1501, 15, 1],
    ]);
    expect(s.cartStore.cart.items[0]?.units.map((u) => [u.addedOrder, u.price])).toEqual([
      [5, 650],
      [10, 650],
    ]);
    expect(s.cartStoreEditLine([15], unit, 1)).toBe(false);
    expect(s.cartStore.cart.items[1]?.price).toBe(125);
  });
});
