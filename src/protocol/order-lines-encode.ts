import type { Cart } from '../domain/cart/cart';
import {
  cartItemIsGrouped,
  type CartIngredient,
  type CartItem,
  type CartOptionEntry,
} from '../domain/cart/cart-item';
import { centsToAmount, type Cents } from '../domain/money';
import type { OrderFlag, OrderLine, OrderLineIngredient, OrderLineOption } from './order-line';

const flag = (value: boolean): OrderFlag => (value ? 1 : 0);

/** §9 integer cents to the protocol's amount: one division, so no float sum drifts. */
const amount = (cents: Cents): number => centsToAmount(cents);

function orderIngredientEncode(ingredient: CartIngredient): OrderLineIngredient {
  return {
    I: ingredient.menuId,
    TIP: ingredient.change,
    m1: flag(ingredient.onFirstHalf),
    m2: flag(ingredient.onSecondHalf),
    TDE: ingredient.ingredients.map(orderIngredientEncode),
  };
}

/** §3.4 one option of a configured unit in short keys (see order-line.ts). */
export function orderOptionEncode(option: CartOptionEntry): OrderLineOption {
  return {
    I: option.optionId,
    TIP: option.type,
    D: option.choiceId,
    DM: option.menuDetailId,
    S: option.choices.map(orderOptionEncode),
    BAS: option.baseId,
    TAM: option.sizeId,
    TDE: option.ingredients.map(orderIngredientEncode),
  };
}

/** §3.4 one cart row as an order line (see order-line.ts for each key). */
export function orderLineEncode(item: CartItem): OrderLine {
  const grouped = cartItemIsGrouped(item.type);
  const line: OrderLine = {
    I: item.menuId,
    IA: flag(item.applied),
    C: grouped ? item.units.length : 1,
    P: amount(item.price),
    PO: amount(item.originalPrice),
    TIP: item.type,
    VS: flag(item.suggestedSale),
    APC: [...item.appliesTo],
    D: item.name,
    DSC: item.discountType,
    ET: flag(item.applyToLowest),
    FH: item.parentAddedOrder,
    IP: item.promotionId,
    MC: item.minimumPurchase === null ? null : amount(item.minimumPurchase),
    NP: item.addedOrder,
    NUC: item.couponCode,
    PID: item.couponId,
    TP: flag(item.isCoupon),
  };
  if (grouped) {
    line.list = item.units.map((unit) => ({
      P: amount(unit.price),
      O: unit.options.map(orderOptionEncode),
      NP: unit.addedOrder,
    }));
  }
  return line;
}

/**
 * §3.4 the cart as order lines, in cart order. PROMO rows that are not applied are left out,
 * as the cart view drops them (§4.5): they are not part of what the customer orders.
 */
export function orderLinesEncode(cart: Cart): OrderLine[] {
  return cart.items.filter((item) => item.type !== 'PROMO' || item.applied).map(orderLineEncode);
}
