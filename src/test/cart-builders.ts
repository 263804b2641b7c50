/** Test builders for the cart domain (only tests import this). */
import type { CartPromoInput } from '../domain/cart/cart-add-promo';
import type { CartOptionEntry } from '../domain/cart/cart-item';
import type { MenuProduct } from '../domain/menu';
import type { Cents } from '../domain/money';
import { product } from './menu-builders';

/** A menu product of a type and a price in cents, for cartAdd. */
export const cartProduct = (
  id: number,
  type: MenuProduct['type'] = 'PRD',
  price = 100,
  extra: Partial<MenuProduct> = {},
): MenuProduct => product({ id, type, price: price as Cents, name: `Producto ${id}`, ...extra });

/** An option entry of a configured unit. */
export const cartOption = (
  o: Partial<CartOptionEntry> & { optionId: number; choiceId: number },
): CartOptionEntry => ({
  type: 'O',
  menuDetailId: null,
  menuId: null,
  name: `Opción ${o.optionId}`,
  groupId: null,
  baseId: null,
  sizeId: null,
  allowsHalves: false,
  sizeBasePrice: 0 as Cents,
  ingredientPrice: 0 as Cents,
  specialtyPrice: 0 as Cents,
  hidden: false,
  choices: [],
  extraPrice: 0 as Cents,
  channel: 'TODOS',
  ingredients: [],
  ...o,
});

/** A promotion line hanging from a parent order, applied by default. */
export const cartPromo = (
  promoId: number,
  price: number,
  extra: Partial<CartPromoInput> = {},
): CartPromoInput => ({
  menuId: promoId,
  promoId,
  name: `Promo ${promoId}`,
  price: price as Cents,
  ...extra,
});

/** A coupon line: a negative-price promo line with the TP marker. */
export const cartCoupon = (couponId: number, discount: number): CartPromoInput =>
  cartPromo(couponId, -discount, { isCoupon: true, couponId, discountType: 'MONTO' });
