import type { CartIndex } from '../chain/cart-index.ts';
import { promotionValidAt } from '../cart/promo-validity.ts';

/** §5.4 whether a promotion is valid at an instant (ms), as data/checkPr answers it. */
export type QuotePromotionValid = (promotionId: number, at: number) => boolean;

/**
 * §5.4 / §7 data/checkPr's verdict for the cart quote: a promotion of the loaded chain, on or
 * before its FECHA_HASTA and on a weekday its PROMO product (SM) is on; an unknown id is not.
 */
export function quotePromotionValidity(index: CartIndex): QuotePromotionValid {
  return (promotionId, at) => {
    const promotion = index.promotions.get(promotionId);
    if (!promotion) return false;
    const weekdays = index.products.get(promotionId)?.SM ?? null;
    return promotionValidAt(promotion.FECHA_HASTA, weekdays, at);
  };
}
