import type { Cart } from '../../../src/domain/cart/cart.ts';
import { cartValidityMessages } from '../../../src/domain/cart/cart-validity-messages.ts';
import { cartView } from '../../../src/domain/cart/cart-view.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';

/**
 * §5.3 / §8.2 the minimum amount (home delivery only) and the maximum items of the priced
 * cart, as cart validity words them ('Monto mínimo de compra $ 7.50', 'No se pueden ordenar
 * mas de 25 productos'); null when both hold. A maximum below 1 limits nothing (§9 choice of
 * cart validity).
 */
export function orderSaveLimitMessage(
  cart: Cart,
  home: boolean,
  parameters: OrderSaveParameters,
): string | null {
  const view = cartView(cart);
  const { minimumOrder, maxItems } = parameters;
  const flags = {
    geoRestricted: false,
    channelRestricted: false,
    belowMinimum: home && view.total < minimumOrder,
    empty: false,
    addressInvalid: false,
    scheduleRestricted: false,
    tooManyItems: maxItems >= 1 && view.count > maxItems,
    blocked: false,
    optionChannelRestricted: false,
    closed: false,
    zeroSubtotal: false,
  };
  const [message] = cartValidityMessages(flags, {
    currencySymbol: parameters.currencySymbol,
    minimumOrder,
    maxItems,
    hours: parameters.chainHours,
    addressProblem: 'noCoverage',
  });
  return message ?? null;
}
