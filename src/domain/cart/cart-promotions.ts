import type { MenuProduct } from '../menu';
import type { Promotion } from '../menu-data';
import { centsAdd, centsMultiply, centsSub, type Cents } from '../money';
import type { ProductId } from '../product-id';
import { cartItemIsGrouped, type CartItem } from './cart-item';

/** One thing a promotion can apply to: a PRD row, or one configured unit of a grouped entry. */
export interface CartPromotionUnit {
  item: CartItem;
  /** the row's or the unit's ordenAgregado */
  addedOrder: number;
  price: Cents;
}

/** §5.4 what the cart holds for one promotion line. */
export interface CartPromotionHolding {
  /** units of the products the promotion applies to (apl), from cartPromotionEligibleUnits */
  eligible: readonly CartPromotionUnit[];
  /** menu ids of the line's content rows still in the cart; null when it never had any */
  contentMenuIds: readonly ProductId[] | null;
}

/**
 * §5.4 a row a promotion added (its promo products, priced by the promotion line): not a promo
 * line, carries a promotion id and is not a customer product the promotion applies to (IA).
 */
export function cartPromotionIsContent(row: CartItem): boolean {
  return !row.isPromo && !row.applied && row.promoId !== null;
}

/**
 * §5.4 the customer's units by menu id, for cartPromotionEligibleUnits: promo lines and any
 * promotion's content never qualify a promotion. Built once per revalidation.
 */
export function cartPromotionUnitsByMenuId(
  rows: Iterable<CartItem | null>,
): Map<number, CartPromotionUnit[]> {
  const index = new Map<number, CartPromotionUnit[]>();
  for (const item of rows) {
    if (item === null || item.isPromo || cartPromotionIsContent(item)) continue;
    let list = index.get(item.menuId);
    if (list === undefined) index.set(item.menuId, (list = []));
    if (!cartItemIsGrouped(item.type)) {
      list.push({ item, addedOrder: item.addedOrder, price: item.price });
      continue;
    }
    for (const unit of item.units)
      list.push({ item, addedOrder: unit.addedOrder, price: unit.price });
  }
  return index;
}

/** §5.4 the units a promotion applies to (its apl list). */
export function cartPromotionEligibleUnits(
  promotion: { readonly appliesTo: readonly number[] },
  unitsByMenuId: ReadonlyMap<number, readonly CartPromotionUnit[]>,
): CartPromotionUnit[] {
  const ids = new Set(promotion.appliesTo);
  return [...ids].flatMap((id) => unitsByMenuId.get(id) ?? []);
}

/**
 * §5.4 / §4.8 the unit a promotion without promo products prices: the cheapest eligible one
 * with apply-to-lowest (AM; the oldest among equals), otherwise the first added.
 */
export function cartPromotionTargetUnit(
  promotion: Pick<Promotion, 'applyToLowest'>,
  eligible: readonly CartPromotionUnit[],
): CartPromotionUnit | null {
  const before = (a: CartPromotionUnit, b: CartPromotionUnit) =>
    promotion.applyToLowest && a.price !== b.price
      ? a.price < b.price
      : a.addedOrder < b.addedOrder;
  let best: CartPromotionUnit | null = null;
  for (const unit of eligible) if (best === null || before(unit, best)) best = unit;
  return best;
}

/** §3.3 a menu product the cart may hold: it exists and is not hidden (H). */
export function cartPromotionProductShown(
  productsById: ReadonlyMap<number, MenuProduct>,
  menuId: number,
): MenuProduct | null {
  const product = productsById.get(menuId);
  return product === undefined || product.hidden ? null : product;
}

/**
 * §5.4 the price a promotion discounts: its promo products (prm) at current menu prices; a
 * promotion without them discounts its target unit (0 when the cart holds none). Null when a
 * promo product is gone from the menu.
 */
export function cartPromotionBase(
  promotion: Pick<Promotion, 'items' | 'applyToLowest'>,
  productsById: ReadonlyMap<number, MenuProduct>,
  eligible: readonly CartPromotionUnit[],
): Cents | null {
  if (promotion.items.length === 0) {
    return cartPromotionTargetUnit(promotion, eligible)?.price ?? (0 as Cents);
  }
  const prices: Cents[] = [];
  for (const id of promotion.items) {
    const product = cartPromotionProductShown(productsById, id);
    if (product === null) return null;
    prices.push(product.price);
  }
  return centsAdd(...prices);
}

/**
 * §5.4 / §9 a promotion line's price from the price it discounts: P percent off (the discount
 * rounded to the cent, half up), MT amount off, or PR fixed price, in that order of precedence
 * (as §3.5 derives a coupon's type); never below 0.
 */
export function cartPromotionPrice(
  promotion: Pick<Promotion, 'percent' | 'amount' | 'fixedPrice'>,
  base: Cents,
): Cents {
  let price = base;
  if (promotion.percent !== null)
    price = centsSub(base, centsMultiply(base, promotion.percent / 100));
  else if (promotion.amount !== null) price = centsSub(base, promotion.amount);
  else if (promotion.fixedPrice !== null) price = promotion.fixedPrice;
  return price < 0 ? (0 as Cents) : price;
}

/**
 * §5.4 the promotion still matches the cart: something it applies to (apl, when listed) is in
 * the cart, every promo product (prm) is still on the menu, and a line that came with content
 * rows still holds every promo product and nothing else.
 */
export function cartPromotionMatches(
  promotion: Pick<Promotion, 'appliesTo' | 'items'>,
  holding: CartPromotionHolding,
  productsById: ReadonlyMap<number, MenuProduct>,
): boolean {
  if (promotion.appliesTo.length > 0 && holding.eligible.length === 0) return false;
  if (!promotion.items.every((id) => cartPromotionProductShown(productsById, id) !== null)) {
    return false;
  }
  const content = holding.contentMenuIds;
  if (content === null) return true;
  const held = new Set(content);
  const listed = new Set(promotion.items);
  return promotion.items.every((id) => held.has(id)) && content.every((id) => listed.has(id));
}

/** §5.4 the recomputed price of a promotion line, or null when the promotion no longer matches. */
export function cartPromotionLinePrice(
  promotion: Promotion,
  holding: CartPromotionHolding,
  productsById: ReadonlyMap<number, MenuProduct>,
): Cents | null {
  if (!cartPromotionMatches(promotion, holding, productsById)) return null;
  const base = cartPromotionBase(promotion, productsById, holding.eligible);
  return base === null ? null : cartPromotionPrice(promotion, base);
}
