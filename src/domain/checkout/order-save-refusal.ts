import type { Cart } from '../cart/cart';
import { cartView } from '../cart/cart-view';
import { deliveryModeReady, type DeliveryStateView } from '../delivery/delivery-mode';
import type { CheckoutFormData } from './checkout-form';

/** §4.3 reasons a save is refused, word for word. */
export const ORDER_SAVE_REFUSALS = {
  place: 'Selecciona dónde recibirás tu pedido',
  cart: 'Tu bolsa está vacía',
  client: 'Completa tus datos personales',
} as const;

/** What a save is checked on before its body is built. */
export interface OrderSaveReadiness {
  cart: Cart;
  delivery: DeliveryStateView;
  form: CheckoutFormData;
}

/**
 * §4.3 a save is refused without a place to deliver to (a covered location with its point,
 * or a pickup shop), with an empty cart, or with empty client data (name, e-mail or phone):
 * the Spanish reason, or null when the order can be sent.
 */
export function orderSaveRefusal(input: OrderSaveReadiness): string | null {
  if (!deliveryModeReady(input.delivery)) return ORDER_SAVE_REFUSALS.place;
  if (cartView(input.cart).count === 0) return ORDER_SAVE_REFUSALS.cart;
  const { username, usermail, userphone } = input.form;
  if ([username, usermail, userphone].some((value) => value.trim() === '')) {
    return ORDER_SAVE_REFUSALS.client;
  }
  return null;
}
