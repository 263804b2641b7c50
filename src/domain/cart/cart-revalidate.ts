import type { MenuProduct } from '../menu';
import type { Promotion } from '../menu-data';
import type { Cart } from './cart';
import type { CartItem } from './cart-item';
import { cartPromotionIsContent } from './cart-promotions';
import { cartDraftCart, cartDraftFrom } from './cart-revalidate-draft';
import { cartRevalidateMinimums } from './cart-revalidate-minimum';
import { cartRevalidateProducts, type CartUnitReprice } from './cart-revalidate-products';
import { cartPromotionLineId, cartRevalidatePromotions } from './cart-revalidate-promotions';

export type { CartUnitReprice } from './cart-revalidate-products';

/** §4.5 / §5.4 what a cart is revalidated against. */
export interface CartRevalidateInput {
  /** §3.3 the current menu (MenuData fits) */
  menu: { products: readonly MenuProduct[]; promotions: readonly Promotion[] };
  /**
   * §7 data/checkPr answers by promotion id: true when data.v is 'S'. A promotion missing from
   * the map has not been checked yet: its lines stay and its id is in promotionsToCheck.
   */
  promotionChecks: ReadonlyMap<number, boolean>;
  /** §5.4 the current price of a configured unit, or null when it is no longer valid */
  unitReprice: CartUnitReprice;
}

/** §4.5 the revalidated cart and what changed, so the customer can be told. */
export interface CartRevalidateResult {
  /** the same object as the given cart when nothing changed */
  cart: Cart;
  /**
   * rows removed, as they stood when removed; a grouped entry that keeps other units is listed
   * with only its removed units
   */
  removed: CartItem[];
  /** a line or unit price changed */
  repriced: boolean;
  /** ids of promotions still in the cart that data/checkPr has not answered for, in cart order */
  promotionsToCheck: number[];
  /** the cart ended empty: the store clears the future-order data (§4.5) */
  futureOrderReset: boolean;
}

/** A removed row another promotion might have applied to: a customer product. */
const cartRowQualifies = (row: CartItem) => !row.isPromo && !cartPromotionIsContent(row);

/**
 * §4.5 / §5.4 revalidation on every cart change: rows whose product is gone or hidden are
 * removed, PRD rows take the menu price and grouped units `unitReprice`'s (an invalid unit
 * goes; an entry without units goes); promotion lines stay only while their promotion exists,
 * is not reported invalid and matches the cart, at their recomputed price; rows with a minimum
 * purchase stay only while the rest of the cart exceeds it. Removals cascade as cartRemove's
 * do. An empty result restarts the added-order counter. Pure; the menu is indexed once.
 */
export function cartRevalidate(cart: Cart, input: CartRevalidateInput): CartRevalidateResult {
  const menu = {
    productsById: new Map(input.menu.products.map((product) => [product.id, product])),
    promotionsById: new Map(input.menu.promotions.map((promotion) => [promotion.id, promotion])),
  };
  const draft = cartDraftFrom(cart);
  cartRevalidateProducts(draft, menu.productsById, input.unitReprice);
  // a promotion pass or a minimum that removes a customer's product can unmatch a promotion
  // checked before it: go again until a pass removes none, so that revalidating is idempotent
  for (let from = draft.removed.length; ;) {
    cartRevalidatePromotions(draft, menu, input.promotionChecks);
    cartRevalidateMinimums(draft);
    const removedNow = draft.removed.slice(from);
    from = draft.removed.length;
    if (!removedNow.some(cartRowQualifies)) break;
  }
  const next = cartDraftCart(draft, cart);
  const promotionsToCheck = new Set<number>();
  for (const row of next.items) {
    const id = row.isPromo && !row.isCoupon ? cartPromotionLineId(row) : null;
    if (id !== null && !input.promotionChecks.has(id)) promotionsToCheck.add(id);
  }
  return {
    cart: next,
    removed: draft.removed,
    repriced: draft.repriced,
    promotionsToCheck: [...promotionsToCheck],
    futureOrderReset: next.items.length === 0,
  };
}
