import * as v from 'valibot';
import type { Cart } from '../domain/cart/cart';
import {
  cartItemIsGrouped,
  cartItemUnitOrders,
  type CartIngredient,
  type CartItem,
  type CartOptionEntry,
  type CartUnit,
} from '../domain/cart/cart-item';
import type { Cents } from '../domain/money';
import { productIdParse, type ProductId } from '../domain/product-id';

/*
 * The stored cart's shape (§4.5), checked before a stored cart is used. Every object is
 * strict (an unknown or missing key is a tampered or old-format value), money is integer
 * cents, and the cart engine's invariants must hold, so a value the engine could not have
 * made is rejected rather than half-used.
 */

const int = v.pipe(v.number(), v.safeInteger());
const order = v.pipe(int, v.minValue(1));
const cents = v.custom<Cents>((input) => Number.isSafeInteger(input));
const nonNegativeCents = v.custom<Cents>(
  (input) => Number.isSafeInteger(input) && (input as number) >= 0,
);
const intOrNull = v.nullable(int);
/** a menu id, read from storage as from the wire: a safe integer */
const productId = v.custom<ProductId>((input) => productIdParse(input) !== null);
const channel = v.picklist(['TODOS', 'DOMI', 'LLEV']);

const ingredientSchema: v.GenericSchema<CartIngredient> = v.strictObject({
  menuId: int,
  change: v.picklist(['A', 'D', 'Q']),
  kind: v.picklist(['T', 'E']),
  onFirstHalf: v.boolean(),
  onSecondHalf: v.boolean(),
  name: v.string(),
  image: v.string(),
  thumbnail: v.string(),
  ingredients: v.array(v.lazy(() => ingredientSchema)),
});

const optionSchema: v.GenericSchema<CartOptionEntry> = v.strictObject({
  type: v.picklist(['O', 'ATP', 'P']),
  menuDetailId: intOrNull,
  choiceId: intOrNull,
  optionId: int,
  menuId: v.nullable(productId),
  name: v.string(),
  groupId: intOrNull,
  baseId: intOrNull,
  sizeId: intOrNull,
  allowsHalves: v.boolean(),
  sizeBasePrice: cents,
  ingredientPrice: cents,
  specialtyPrice: cents,
  hidden: v.boolean(),
  choices: v.array(v.lazy(() => optionSchema)),
  extraPrice: cents,
  channel,
  ingredients: v.array(ingredientSchema),
});

const unitSchema: v.GenericSchema<CartUnit> = v.strictObject({
  addedOrder: order,
  price: nonNegativeCents,
  options: v.array(optionSchema),
});

/** A grouped entry holds its units; any other row is one unit with no list (§3.4). */
function cartItemConsistent(item: CartItem): boolean {
  if (item.isPromo !== (item.type === 'PROMO')) return false;
  if (!cartItemIsGrouped(item.type)) return item.quantity === 1 && item.units.length === 0;
  const sum = item.units.reduce((total, unit) => total + unit.price, 0);
  return item.units.length > 0 && item.quantity === item.units.length && item.price === sum;
}

const itemSchema: v.GenericSchema<CartItem> = v.pipe(
  v.strictObject({
    menuId: productId,
    productRef: v.string(),
    type: v.picklist(['PRD', 'CMB', 'ESF', 'ESM', 'ATP', 'PROMO']),
    name: v.string(),
    price: cents,
    basePrice: cents,
    originalPrice: cents,
    quantity: v.pipe(int, v.minValue(1)),
    units: v.array(unitSchema),
    addedOrder: order,
    parentAddedOrder: v.nullable(order),
    suggestedSale: v.boolean(),
    isPromo: v.boolean(),
    promoId: intOrNull,
    promotionId: intOrNull,
    applied: v.boolean(),
    appliesTo: v.array(productId),
    applyToLowest: v.boolean(),
    isCoupon: v.boolean(),
    couponId: intOrNull,
    discountType: v.nullable(v.picklist(['PORCENTAJE', 'MONTO', 'PRECIO'])),
    minimumPurchase: v.nullable(cents),
    geoLimited: v.boolean(),
    channel,
    weekdays: v.pipe(v.array(v.boolean()), v.length(7)),
    couponCode: v.nullable(v.string()),
    images: v.strictObject({
      smallJpg: v.string(),
      smallWebp: v.string(),
      mediumJpg: v.string(),
      mediumWebp: v.string(),
    }),
  }),
  v.check(cartItemConsistent),
);

/** Every row or unit has its own added order, none beyond the cart's counter (§4.5). */
function cartOrdersConsistent(cart: Cart): boolean {
  const orders = cart.items.flatMap(cartItemUnitOrders);
  return new Set(orders).size === orders.length && orders.every((o) => o <= cart.addedOrder);
}

/** §4.5 a cart as the engine makes it; anything else in storage is corrupt. */
export const cartSchema: v.GenericSchema<Cart> = v.pipe(
  v.strictObject({
    items: v.array(itemSchema),
    addedOrder: v.pipe(int, v.minValue(0)),
  }),
  v.check(cartOrdersConsistent),
);
