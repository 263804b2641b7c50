import * as v from 'valibot';
import type { Cart } from '../domain/cart/cart';
import { cartDecrypt, cartEncrypt, cartKeyEnsure, cartKeyRead } from './cart-crypto';
import { cartSchema } from './cart-schema';
import { CART_STORAGE_KEY } from './cart-presence';

/*
 * The encrypted cart in localStorage (§3.9 'cart-state', §4.5). Loaded only through a dynamic
 * import from the cart store, so crypto-js and the cart schema stay out of the first load.
 */

export { CART_STORAGE_KEY } from './cart-presence';

/** Format of the stored JSON; a value of any other version is treated as corrupt. */
export const CART_STORAGE_VERSION = 1;

/** §3.4 the part of the cart state that is stored: the cart and isPedidoFuturoOpen. */
export interface CartStored {
  cart: Cart;
  futureOrderOpen: boolean;
}

/** What the stored value turned out to be. */
export type CartLoadResult =
  { status: 'empty' } | { status: 'ok'; stored: CartStored } | { status: 'corrupt' };

const storedSchema = v.strictObject({
  version: v.literal(CART_STORAGE_VERSION),
  futureOrderOpen: v.boolean(),
  cart: cartSchema,
});

/** The plain JSON of the stored state, as saved (also what the store compares to skip writes). */
export function cartStoredJson(stored: CartStored): string {
  return JSON.stringify({
    version: CART_STORAGE_VERSION,
    futureOrderOpen: stored.futureOrderOpen,
    cart: stored.cart,
  });
}

function cartStoredParse(text: string): CartStored | null {
  try {
    const parsed = v.safeParse(storedSchema, JSON.parse(text));
    return parsed.success
      ? { cart: parsed.output.cart, futureOrderOpen: parsed.output.futureOrderOpen }
      : null;
  } catch {
    return null;
  }
}

/**
 * §4.5 reads the stored cart. A value that cannot be decrypted, is not JSON, or is not a cart
 * of this version is removed and reported as corrupt; unreadable storage counts as empty.
 */
export function cartPersistLoad(storage: Storage | null): CartLoadResult {
  if (storage === null) return { status: 'empty' };
  let value: string | null;
  try {
    value = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return { status: 'empty' };
  }
  if (value === null) return { status: 'empty' };
  const key = cartKeyRead(storage);
  const text = key === null ? null : cartDecrypt(value, key);
  const stored = text === null ? null : cartStoredParse(text);
  if (stored !== null) return { status: 'ok', stored };
  cartPersistRemove(storage);
  return { status: 'corrupt' };
}

/**
 * §4.5 writes the cart encrypted. Never throws: when storage is missing, full or denied it
 * returns false and the cart lives on in memory.
 */
export function cartPersistSave(storage: Storage | null, json: string): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(CART_STORAGE_KEY, cartEncrypt(json, cartKeyEnsure(storage)));
    return true;
  } catch {
    return false;
  }
}

/** §4.5 drops the stored cart (the key stays for the next save). Never throws. */
export function cartPersistRemove(storage: Storage | null): void {
  try {
    storage?.removeItem(CART_STORAGE_KEY);
  } catch {
    // denied storage: nothing stored to remove
  }
}
