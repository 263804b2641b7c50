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
} as const;

/**
 * §4.3 / §6 the order asks only for what the app offers: no pickup when DISABLE_PICKUP is
 * 'S', and only a payment method of the domain's paymentMethodsAvailable (no cash when
 * ENABLED_PAGO_EFECTIVO is 'N'; a certificate only when ENABLED_CER is on: issue 17).
 * Null when everything asked is offered. Card is always offered.
 */
export function orderSaveServiceMessage(
  payment: 'E' | 'T' | 'C',
  home: boolean,
  parameters: Pick<OrderSaveParameters, 'cashEnabled' | 'certificatesEnabled' | 'pickupDisabled'>,
): string | null {
  if (!home && parameters.pickupDisabled) return ORDER_SERVICE_MSG.pickup;
  const method = paymentMethodOfCode(payment);
  // §3.7 issue 17: the server takes certificates whenever ENABLED_CER is on
  if (method === 'certificate') {
    return parameters.certificatesEnabled ? null : ORDER_SERVICE_MSG.certificate;
  }
  if (paymentMethodsAvailable(parameters).includes(method)) return null;
  return method === 'cash' ? ORDER_SERVICE_MSG.cash : ORDER_SERVICE_MSG.certificate;
}
