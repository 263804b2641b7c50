import type { ProductId } from '../product-id';
import type { Cart } from './cart';

/**
 * §4.6 which suggestions the 'Agregá un gustito' dialog may show: those not already in the
 * cart, and none at all once the customer has taken one (a row added as a suggestion, or a
 * suggested product already in the cart) or has been offered them once in this visit
 * (choice: one offer per visit, so the bag button does not ask at every tap). An empty list
 * means: straight on to /cart.
 */
export function cartSuggestedSaleOffer<T extends { id: ProductId }>(
  cart: Cart,
  suggestions: readonly T[],
  offeredThisVisit = false,
): T[] {
  if (offeredThisVisit) return [];
  const inCart = new Set(cart.items.map((item) => item.menuId));
  const taken =
    cart.items.some((item) => item.suggestedSale) || suggestions.some((s) => inCart.has(s.id));
  return taken ? [] : [...suggestions];
}
