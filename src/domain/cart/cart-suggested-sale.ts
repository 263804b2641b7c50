import type { Cart } from './cart';

/**
 * §4.6 which suggestions the 'Agregá un gustito' dialog may show: those not already in the
 * cart, and none at all once the customer has taken one (a row added as a suggestion, or a
 * suggested product already in the cart). An empty list means: straight on to /cart.
 */
export function cartSuggestedSaleOffer<T extends { id: number }>(
  cart: Cart,
  suggestions: readonly T[],
): T[] {
  const inCart = new Set(cart.items.map((item) => item.menuId));
  const taken =
    cart.items.some((item) => item.suggestedSale) || suggestions.some((s) => inCart.has(s.id));
  return taken ? [] : [...suggestions];
}
