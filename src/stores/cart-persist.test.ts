// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartAddPromo } from '../domain/cart/cart-add-promo';
import { cartCoupon, cartOption, cartProduct } from '../test/cart-builders';
import { CART_KEY_STORAGE_KEY, cartEncrypt, cartKeyEnsure } from './cart-crypto';
import {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  cartPersistLoad,
  cartPersistRemove,
  cartPersistSave,
  cartStoredJson,
} from './cart-persist';

beforeEach(() => localStorage.clear());

function sampleCart(): Cart {
  const drink = cartOption({ optionId: 3006, choiceId: 5020 });
  let cart = cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 500), 2, { options: [drink] });
  cart = cartAdd(cart, cartProduct(1501, 'PRD', 125), 1);
  return cartAddPromo(cart, cartCoupon(4001, 100));
}

/** Stores `text` encrypted with this device's key, as a damaged save would leave it. */
const storeEncrypted = (text: string) =>
  localStorage.setItem(CART_STORAGE_KEY, cartEncrypt(text, cartKeyEnsure(localStorage)));

const expectCorrupt = () => {
  expect(cartPersistLoad(localStorage)).toEqual({ status: 'corrupt' });
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  // the next look finds nothing: the bad value is gone for good
  expect(cartPersistLoad(localStorage)).toEqual({ status: 'empty' });
};

describe('cart persistence (§3.9 cart-state, §4.5)', () => {
  it('saves encrypted and loads the same cart back', () => {
    const cart = sampleCart();
    expect(cartPersistSave(localStorage, cartStoredJson({ cart, futureOrderOpen: true }))).toBe(
      true,
    );
    const value = localStorage.getItem(CART_STORAGE_KEY);
    expect(value).not.toBeNull();
    expect(value).not.toContain('1302');
    expect(value).not.toContain('Producto');
    expect(localStorage.getItem(CART_KEY_STORAGE_KEY)).toMatch(/^[0-9a-f]{64}$/);
    expect(cartPersistLoad(localStorage)).toEqual({
      status: 'ok',
      stored: { cart, futureOrderOpen: true },
    });
  });

  it('writes a version field into the stored JSON', () => {
    const json = cartStoredJson({ cart: cartEmpty(), futureOrderOpen: false });
    expect(JSON.parse(json)).toEqual({
      version: CART_STORAGE_VERSION,
      futureOrderOpen: false,
      cart: cartEmpty(),
    });
  });

  it('finds nothing when nothing is stored or there is no storage', () => {
    expect(cartPersistLoad(localStorage)).toEqual({ status: 'empty' });
    expect(cartPersistLoad(null)).toEqual({ status: 'empty' });
    expect(cartPersistSave(null, '{}')).toBe(false);
  });

  it('removes garbage text', () => {
    cartKeyEnsure(localStorage);
    localStorage.setItem(CART_STORAGE_KEY, 'esto no es un carrito');
    expectCorrupt();
  });

  it('removes a value that decrypts to text that is not JSON', () => {
    storeEncrypted('{"version":1,"cart":');
    expectCorrupt();
  });

  it('removes JSON that is not a cart', () => {
    storeEncrypted(JSON.stringify({ version: 1, futureOrderOpen: false, cart: { items: 3 } }));
    expectCorrupt();
  });

  it('removes a tampered cart (an invariant the engine keeps does not hold)', () => {
    const stored = JSON.parse(cartStoredJson({ cart: sampleCart(), futureOrderOpen: false }));
    stored.cart.items[0].price = 1; // the combo's units add up to 1000
    storeEncrypted(JSON.stringify(stored));
    expectCorrupt();
  });

  it.each([0, 2, '1', undefined])('removes a stored value of version %s', (version) => {
    const stored = JSON.parse(cartStoredJson({ cart: sampleCart(), futureOrderOpen: false }));
    stored.version = version;
    storeEncrypted(JSON.stringify(stored));
    expectCorrupt();
  });

  it('removes an old-format value: the bare cart without the version envelope', () => {
    storeEncrypted(JSON.stringify(sampleCart()));
    expectCorrupt();
  });

  it('removes a cart encrypted with another device key or whose key is gone', () => {
    const json = cartStoredJson({ cart: sampleCart(), futureOrderOpen: false });
    cartKeyEnsure(localStorage);
    localStorage.setItem(CART_STORAGE_KEY, cartEncrypt(json, 'c'.repeat(64)));
    expectCorrupt();

    cartPersistSave(localStorage, json);
    localStorage.removeItem(CART_KEY_STORAGE_KEY);
    expectCorrupt();
  });

  it('removes only the cart: the device key stays for the next save', () => {
    cartPersistSave(localStorage, cartStoredJson({ cart: sampleCart(), futureOrderOpen: false }));
    const key = localStorage.getItem(CART_KEY_STORAGE_KEY);
    cartPersistRemove(localStorage);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CART_KEY_STORAGE_KEY)).toBe(key);
  });

  it('swallows a full or denied storage', () => {
    const json = cartStoredJson({ cart: sampleCart(), futureOrderOpen: false });
    cartKeyEnsure(localStorage);
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Se excedió la cuota', 'QuotaExceededError');
    });
    try {
      expect(cartPersistSave(localStorage, json)).toBe(false);
      expect(full).toHaveBeenCalled();
    } finally {
      full.mockRestore();
    }
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    const denied = {
      getItem: () => {
        throw new DOMException('denegado', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denegado', 'SecurityError');
      },
    } as unknown as Storage;
    expect(cartPersistLoad(denied)).toEqual({ status: 'empty' });
    expect(cartPersistSave(denied, json)).toBe(false);
    expect(() => cartPersistRemove(denied)).not.toThrow();
  });
});
