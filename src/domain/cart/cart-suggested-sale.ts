import type { ProductId } from '../product-id';
import type { Cart } from './cart';

/**
 * §4.6 which suggestions the bag's 'Agregá un gustito' may show: those not already in the
 * cart, and none at all once the customer has taken one (a row added as a suggestion, or a
 * suggested product already in the cart). Shown in the bag itself, it asks nothing of a
 * customer who goes on, so it needs no once-per-visit limit.
 */
export function cartSuggestedSaleOffer<T extends { id: ProductId }>(
  cart: Cart,
  suggestions: readonly T[],
): T[] {
  const inCart = new Set(cart.items.map((item) => item.menuId));
  const taken =
    cart.items.some((item) => item.suggestedSale) || suggestions.some((s) => inCart.has(s.id));
  return taken ? [] : [...suggestions];
}
