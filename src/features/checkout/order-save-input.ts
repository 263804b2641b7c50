import type { QueryClient } from '@tanstack/react-query';
import { snapshot } from 'valtio';
import { deviceOnline } from '../../api/use-online';
import type { Cart } from '../../domain/cart/cart';
import { cashAmountParse } from '../../domain/checkout/cash-payment';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import type { MenuData } from '../../domain/menu-data';
import { futureOrderLeadMinutes } from '../../domain/schedule/future-order-lead';
import type { OrderCertificatePayment } from '../../protocol/order-body';
import { cartStore } from '../../stores/cart';
import { checkoutStore } from '../../stores/checkout';
import { deliveryStore } from '../../stores/delivery';
import type { OrderSaveInput } from './order-save-run';

/** §3.7 a certificate payment as the checkout holds it (null for the other methods). */
export function certificatePayment(method: PaymentMethod): OrderCertificatePayment | null {
  if (method !== 'certificate') return null;
  return {
    email: checkoutStore.certificateEmail,
    code: checkoutStore.certificateCode,
    rest: checkoutStore.partialPayment,
  };
}

/**
 * §4.3 the order being confirmed, as the stores hold it at the press: the cart, the place,
 * the form, the method with its cash amount or certificate, and the menu's rules.
 */
export function orderSaveInputRead(
  method: PaymentMethod,
  context: { queryClient: QueryClient; menu: MenuData; now: number },
): OrderSaveInput {
  const { menu } = context;
  const typed = cashAmountParse(checkoutStore.cashAmount);
  return {
    queryClient: context.queryClient,
    cart: snapshot(cartStore).cart as Cart,
    delivery: snapshot(deliveryStore),
    form: { ...snapshot(checkoutStore).form },
    payment: method,
    cashAmount: method === 'cash' && typeof typed === 'number' ? typed : null,
    certificate: certificatePayment(method),
    now: context.now,
    futureLeadMinutes: futureOrderLeadMinutes(menu.parameters),
    online: deviceOnline(),
    country: { code: menu.countryCode, fakeCash: menu.parameters.fakeCash },
  };
}
