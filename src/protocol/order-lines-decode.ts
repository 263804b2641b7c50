import type { CartIngredient, CartItem, CartOptionEntry } from '../domain/cart/cart-item';
import { centsFromAmount, type Cents } from '../domain/money';
import type { OrderLine, OrderLineIngredient, OrderLineOption } from './order-line';

/** §3.4 what an ingredient entry (TDE) carries, in cart names. */
export type OrderIngredientRead = Pick<
  CartIngredient,
  'menuId' | 'change' | 'onFirstHalf' | 'onSecondHalf'
> & { ingredients: OrderIngredientRead[] };

/** §3.4 what an option entry carries, in cart names. */
export type OrderOptionRead = Pick<
  CartOptionEntry,
  'optionId' | 'type' | 'choiceId' | 'menuDetailId' | 'baseId' | 'sizeId'
> & { choices: OrderOptionRead[]; ingredients: OrderIngredientRead[] };

/** §3.4 what an order line carries, in cart names (CartItem fields; see order-line.ts). */
export type OrderLineRead = Pick<
  CartItem,
  | 'menuId'
  | 'applied'
  | 'quantity'
  | 'price'
  | 'originalPrice'
  | 'type'
  | 'suggestedSale'
  | 'appliesTo'
  | 'name'
  | 'discountType'
  | 'applyToLowest'
  | 'parentAddedOrder'
  | 'promotionId'
  | 'minimumPurchase'
  | 'addedOrder'
  | 'couponCode'
  | 'couponId'
  | 'isCoupon'
> & { units: { price: Cents; options: OrderOptionRead[]; addedOrder: number }[] };

function orderIngredientDecode(entry: OrderLineIngredient): OrderIngredientRead {
  return {
    menuId: entry.I,
    change: entry.TIP,
    onFirstHalf: entry.m1 === 1,
    onSecondHalf: entry.m2 === 1,
    ingredients: entry.TDE.map(orderIngredientDecode),
  };
}

/** §3.4 an option entry back to cart names (amounts play no part: it fits cents lines too). */
export function orderOptionDecode(entry: OrderLineOption): OrderOptionRead {
  return {
    optionId: entry.I,
    type: entry.TIP,
    choiceId: entry.D,
    menuDetailId: entry.DM,
    baseId: entry.BAS,
    sizeId: entry.TAM,
    choices: entry.S.map(orderOptionDecode),
    ingredients: entry.TDE.map(orderIngredientDecode),
  };
}

/** §3.4 order lines back to cart names: the inverse of orderLinesEncode, for the app's tests. */
export function orderLinesDecode(lines: readonly OrderLine[]): OrderLineRead[] {
  return lines.map((line) => ({
    menuId: line.I,
    applied: line.IA === 1,
    quantity: line.C,
    price: centsFromAmount(line.P),
    originalPrice: centsFromAmount(line.PO),
    type: line.TIP,
    suggestedSale: line.VS === 1,
    appliesTo: [...line.APC],
    name: line.D,
    discountType: line.DSC,
    applyToLowest: line.ET === 1,
    parentAddedOrder: line.FH,
    promotionId: line.IP,
    minimumPurchase: line.MC === null ? null : centsFromAmount(line.MC),
    addedOrder: line.NP,
    couponCode: line.NUC,
    couponId: line.PID,
    isCoupon: line.TP === 1,
    units: (line.list ?? []).map((entry) => ({
      price: centsFromAmount(entry.P),
      options: entry.O.map(orderOptionDecode),
      addedOrder: entry.NP,
    })),
  }));
}
