import { CART_ORDER_STEP, type Cart } from './cart';
import type { CartItem } from './cart-item';

/** What a promotion or coupon line needs; the rest takes neutral defaults. */
export type CartPromoInput = Pick<CartItem, 'menuId' | 'name' | 'price' | 'promoId'> &
  Partial<Omit<CartItem, 'type' | 'isPromo' | 'addedOrder' | 'quantity' | 'units'>>;

/**
 * §4.8/§5.4 adds a PROMO line (a promotion, or a coupon as a negative-price line) with the next
 * added order, applied unless told otherwise. A promotion's price is never negative and a
 * coupon's never positive, so the view's totals stay meaningful.
 */
export function cartAddPromo(cart: Cart, input: CartPromoInput): Cart {
  const isCoupon = input.isCoupon ?? false;
  if (!Number.isInteger(input.price) || (isCoupon ? input.price > 0 : input.price < 0)) {
    throw new RangeError(`Precio de promoción no válido: ${input.price}`);
  }
  const addedOrder = cart.addedOrder + CART_ORDER_STEP;
  const row: CartItem = {
    productRef: String(input.menuId),
    basePrice: input.price,
    originalPrice: input.price,
    parentAddedOrder: null,
    suggestedSale: false,
    promotionId: input.promoId,
    applied: true,
    appliesTo: [],
    applyToLowest: false,
    isCoupon,
    couponId: null,
    discountType: null,
    minimumPurchase: null,
    geoLimited: false,
    channel: 'TODOS',
    weekdays: [true, true, true, true, true, true, true],
    couponCode: null,
    images: { smallJpg: '', smallWebp: '', mediumJpg: '', mediumWebp: '' },
    ...input,
    type: 'PROMO',
    isPromo: true,
    addedOrder,
    quantity: 1,
    units: [],
  };
  return { items: [...cart.items, row], addedOrder };
}
