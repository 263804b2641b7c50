import {
  paymentMethodOfCode,
  paymentMethodsAvailable,
} from '../../../src/domain/checkout/checkout-state.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';

/** Spanish refusals of a service the chain has turned off (contract, '01'). */
export const ORDER_SERVICE_MSG = {
  cash: 'El pago en efectivo no está disponible',
  certificate: 'El pago con certificado no está disponible',
  pickup: 'El retiro en tienda no está disponible',
  card: 'El pago con tarjeta no está disponible',
} as const;

/**
 * §4.3 / §6 the order asks only for what the app offers: no pickup when DISABLE_PICKUP is
 * 'S', and only a payment method of the domain's paymentMethodsAvailable (no cash when
 * ENABLED_PAGO_EFECTIVO is 'N'; no card without its gateway, PASARELA_DUMMY '1'; a
 * certificate only when ENABLED_CER is on: issue 17), nor a certificate's rest by card
 * (pagoParcial 'T') without the gateway. Null when everything asked is offered.
 */
export function orderSaveServiceMessage(
  payment: 'E' | 'T' | 'C',
  home: boolean,
  parameters: Pick<
    OrderSaveParameters,
    'cashEnabled' | 'certificatesEnabled' | 'pickupDisabled' | 'dummyGateway'
  >,
): string | null {
  if (!home && parameters.pickupDisabled) return ORDER_SERVICE_MSG.pickup;
  const method = paymentMethodOfCode(payment);
  if (paymentMethodsAvailable(parameters).includes(method)) return null;
  return REFUSAL[method];
}

const REFUSAL = {
  cash: ORDER_SERVICE_MSG.cash,
  card: ORDER_SERVICE_MSG.card,
  certificate: ORDER_SERVICE_MSG.certificate,
} as const;

/** §3.7 a certificate's rest by card ('T') only while card payment is on; '01' otherwise. */
export function certificateRestMessage(
  rest: 'E' | 'T' | null,
  parameters: Pick<OrderSaveParameters, 'dummyGateway'>,
): string | null {
  return rest === 'T' && !parameters.dummyGateway ? ORDER_SERVICE_MSG.card : null;
}
