import { proxy } from 'valtio/vanilla';

/** §3.9 the localStorage key of the encrypted cart. */
export const CART_STORAGE_KEY = 'cart-state';

function storedCartExists(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this visit has a cart worth showing the cart button for: one stored on the device,
 * or one started now. Kept apart from the cart store so that the first load of a customer
 * without a cart carries neither the store nor its persistence.
 */
export const cartPresence = proxy({ active: storedCartExists() });

/** The cart holds something: from now on the layout shows the cart button. */
export function cartPresenceMark(): void {
  if (!cartPresence.active) cartPresence.active = true;
}
