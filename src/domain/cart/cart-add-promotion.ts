import type { MenuProduct } from '../menu';
import type { Promotion } from '../menu-data';
import { centsAdd, type Cents } from '../money';
import type { Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import type { CartOptionEntry } from './cart-item';
import {
  cartPromotionEligibleUnits,
  cartPromotionLinePrice,
  cartPromotionUnitsByMenuId,
  type CartPromotionHolding,
} from './cart-promotions';
import { cartPromotionCanBeBacked } from './cart-promotion-limits';
import { cartMinimumContribution } from './cart-revalidate-minimum';
import { cartPromotionLineId } from './cart-revalidate-promotions';

/** §5.4 one promo product (prm) as it enters the cart: the product and its configured unit. */
export interface CartAddPromotionContent {
  product: MenuProduct;
  /** the configured unit; its options are kept, its price is not (content rows cost 0) */
  unit: { price: Cents; options: CartOptionEntry[] };
}

/** §2.1 / §5.4 what adding a promotion from its page needs. */
export interface CartAddPromotionInput {
  promotion: Promotion;
  /** the PROMO menu product the page shows: the line's name, picture, channel and days */
  promoProduct: MenuProduct;
  /** one per promo product id (prm), in the promotion's order */
  contents: readonly CartAddPromotionContent[];
  /** the current menu's products, to price the line as the revalidation does */
  productsById: ReadonlyMap<number, MenuProduct>;
}

/** §5.4 why a promotion cannot be added to the cart as it stands. */
export type CartAddPromotionRefusal = 'needsProduct' | 'belowMinimum' | 'alreadyInCart';

/** §5.4 the cart with the promotion, or why it was turned down. */
export type CartAddPromotionResult = { cart: Cart } | { refused: CartAddPromotionRefusal };

/** §5.4 the cart already holds a line of this promotion (coupon lines aside). */
export function cartHasPromotion(cart: Cart, promotionId: number): boolean {
  return cart.items.some(
    (row) => row.isPromo && !row.isCoupon && cartPromotionLineId(row) === promotionId,
  );
}

/** §4.5 the total a minimum purchase (MC) is measured on, as the revalidation measures it. */
export function cartMinimumTotal(cart: Cart): Cents {
  return centsAdd(...cart.items.map(cartMinimumContribution));
}

/** §5.4 what the cart holds for a new line of the promotion: its units and all its prm. */
function cartPromotionNewHolding(cart: Cart, promotion: Promotion): CartPromotionHolding {
  return {
    eligible: cartPromotionEligibleUnits(promotion, cartPromotionUnitsByMenuId(cart.items)),
    contentMenuIds: promotion.items.length > 0 ? [...promotion.items] : null,
  };
}

/**
 * §5.4 the price a line of the promotion would take in this cart (cartPromotionLinePrice with
 * every promo product added), or null when the promotion does not match it: nothing it applies
 * to (apl) is in the cart, or a promo product is gone from the menu.
 */
export function cartPromotionAddPrice(
  cart: Cart,
  promotion: Promotion,
  productsById: ReadonlyMap<number, MenuProduct>,
): Cents | null {
  return cartPromotionLinePrice(promotion, cartPromotionNewHolding(cart, promotion), productsById);
}

/** The contents must be the promotion's promo products, one each, in its order. */
function cartPromotionContentsCheck(
  promotion: Promotion,
  contents: readonly CartAddPromotionContent[],
): void {
  const ids = contents.map((content) => content.product.id);
  const same =
    ids.length === promotion.items.length && ids.every((id, i) => id === promotion.items[i]);
  if (!same) {
    throw new RangeError(
      `Productos de la promoción ${promotion.id} no válidos: ${ids.join(',')} en vez de ${promotion.items.join(',')}`,
    );
  }
}

/**
 * §2.1 / §5.4 adds a promotion from its page. Refused when the cart already holds it (choice:
 * one of each promotion per order, 'alreadyInCart'), when it applies to products (apl) and the
 * cart holds none of them that is not already backing another promotion line ('needsProduct',
 * cartPromotionCanBeBacked), or when it has a minimum purchase (MC) the cart
 * total does not strictly exceed ('belowMinimum', as cartRevalidateMinimums measures it).
 * Otherwise the promotion line is added, priced by cartPromotionLinePrice and carrying apl, AM
 * and MC, followed by one content row per promo product (prm) at price 0 hanging from it with
 * the promotion's id: the cart cartRevalidate leaves unchanged. Throws RangeError when the
 * contents are not the promotion's promo products or one of them is gone from the menu.
 */
export function cartAddPromotion(cart: Cart, input: CartAddPromotionInput): CartAddPromotionResult {
  const { promotion, promoProduct, contents, productsById } = input;
  cartPromotionContentsCheck(promotion, contents);
  if (cartHasPromotion(cart, promotion.id)) return { refused: 'alreadyInCart' };
  const holding = cartPromotionNewHolding(cart, promotion);
  if (!cartPromotionCanBeBacked(cart, promotion)) return { refused: 'needsProduct' };
  if (promotion.minimum !== null && !(cartMinimumTotal(cart) > promotion.minimum)) {
    return { refused: 'belowMinimum' };
  }
  const price = cartPromotionLinePrice(promotion, holding, productsById);
  if (price === null) {
    throw new RangeError(`La promoción ${promotion.id} tiene productos fuera del menú`);
  }
  const withLine = cartAddPromo(cart, {
    menuId: promoProduct.id,
    promoId: promotion.id,
    name: promoProduct.name,
    price,
    productRef: promoProduct.imageRef,
    appliesTo: [...promotion.appliesTo],
    applyToLowest: promotion.applyToLowest,
    minimumPurchase: promotion.minimum,
    geoLimited: promoProduct.geoRestricted,
    channel: promoProduct.channel,
    weekdays: [...promoProduct.weekdays],
    images: { ...promoProduct.images },
  });
  const lineOrder = withLine.addedOrder;
  const next = contents.reduce(
    (acc, { product, unit }) =>
      cartAdd(acc, product, 1, {
        unitPrice: 0 as Cents,
        options: product.type === 'PRD' ? undefined : unit.options,
        promoId: promotion.id,
        parentAddedOrder: lineOrder,
      }),
    withLine,
  );
  return { cart: next };
}
