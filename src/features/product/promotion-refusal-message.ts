import type { CartAddPromotionRefusal } from '../../domain/cart/cart-add-promotion';
import { CART_PROMOTION_IN_CART_MESSAGE } from '../../domain/cart/cart-promotion-limits';
import { cartPromotionProductShown } from '../../domain/cart/cart-promotions';
import type { MenuProduct } from '../../domain/menu';
import type { Promotion } from '../../domain/menu-data';
import { centsFormat, type Cents } from '../../domain/money';

/** §2.1 the one-of-each rule's message (its home is the domain's one-of-each rule). */
export const PROMOTION_IN_CART_MESSAGE = CART_PROMOTION_IN_CART_MESSAGE;

/**
 * §2.1 / §8.2 what the customer reads when a promotion is turned down: the products it needs
 * (apl, by name, as the menu shows them), its minimum purchase in the coupon message's
 * wording, or that it is already in the bag.
 */
export function promotionRefusalMessage(
  refusal: CartAddPromotionRefusal,
  promotion: Pick<Promotion, 'appliesTo' | 'minimum'>,
  productsById: ReadonlyMap<number, MenuProduct>,
  currency: string,
): string {
  if (refusal === 'alreadyInCart') return PROMOTION_IN_CART_MESSAGE;
  if (refusal === 'belowMinimum') {
    const amount = centsFormat(promotion.minimum ?? (0 as Cents), '');
    return `Minimo de compra para aplicar la promoción es de ${currency}${amount}`;
  }
  const names = new Set(
    promotion.appliesTo.flatMap((id) => {
      const product = cartPromotionProductShown(productsById, id);
      return product === null ? [] : [product.name];
    }),
  );
  return `Agrega primero a tu bolsa uno de estos productos: ${[...names].join(', ')}`;
}
