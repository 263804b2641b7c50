/** Test builders for the cart domain (only tests import this). */
import type { CartPromoInput } from '../domain/cart/cart-add-promo';
import type { CartOptionEntry } from '../domain/cart/cart-item';
import type { MenuProduct } from '../domain/menu';
import type { Cents } from '../domain/money';
import { productIdOf } from '../domain/product-id';
import { product } from './menu-builders';

/** A menu product of a type and a price in cents, for cartAdd. */
export const cartProduct = (
  id: number,
  type: MenuProduct['type'] = 'PRD',
  price = 100,
  extra: Partial<MenuProduct> = {},
): MenuProduct => product({ id, type, price: price as Cents, name: `Producto ${id}`, ...extra });

/** An option entry of a configured unit; the product it stands for as a test writes it. */
export const cartOption = ({
  menuId = null,
  ...o
}: Omit<Partial<CartOptionEntry>, 'menuId'> & {
  optionId: number;
  choiceId: number;
  menuId?: number | null;
}): CartOptionEntry => ({
  type: 'O',
  menuDetailId: null,
  menuId: menuId === null ? null : productIdOf(menuId),
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

/** A promotion line hanging from a parent order, applied by default; apl as a test writes it. */
export const cartPromo = (
  promoId: number,
  price: number,
  {
    appliesTo,
    ...extra
  }: Omit<Partial<CartPromoInput>, 'appliesTo'> & {
    appliesTo?: readonly number[];
  } = {},
): CartPromoInput => ({
  menuId: productIdOf(promoId),
  promoId,
  name: `Promo ${promoId}`,
  price: price as Cents,
  ...extra,
  ...(appliesTo === undefined ? {} : { appliesTo: appliesTo.map(productIdOf) }),
});

/** A coupon line: a negative-price promo line with the TP marker. */
export const cartCoupon = (couponId: number, discount: number): CartPromoInput =>
  cartPromo(couponId, -discount, { isCoupon: true, couponId, discountType: 'MONTO' });
