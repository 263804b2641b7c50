import type { CartItem } from './cart-item';

/**
 * §3.4 cart state kept by the domain: items and the added-order counter (ordenAgregado).
 * subTotal and total are derived by cartView; isPedidoFuturoOpen, isReadCart and cryptoKey
 * belong to the store and its encrypted storage, not here.
 */
export interface Cart {
  /** items */
  items: CartItem[];
  /** ordenAgregado: the last order handed out; each new row or unit takes the next (+5) */
  addedOrder: number;
}

/** §4.5 step of the added-order counter per add. */
export const CART_ORDER_STEP = 5;

/** §3.4 a cart with nothing in it. */
export function cartEmpty(): Cart {
  return { items: [], addedOrder: 0 };
}
