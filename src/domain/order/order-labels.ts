import type { OrderDeliveryType } from './order-progress';

/** §3.6 FORMA_PAGO: EFE cash, TAR card, CER certificate. */
export type OrderPaymentType = 'EFE' | 'TAR' | 'CER';

/** §3.6 the delivery type as the orders list and the detail show it. */
export function orderDeliveryTypeText(deliveryType: OrderDeliveryType): string {
  return deliveryType === 'home' ? 'Entrega a domicilio' : 'Retiro en tienda';
}

const PAYMENT_TEXT: Readonly<Record<OrderPaymentType, string>> = {
  EFE: 'Efectivo',
  TAR: 'Tarjeta',
  CER: 'Certificado',
};

const CARD_STATUS_TEXT: Readonly<Record<string, string>> = {
  pendiente: 'Pago pendiente',
  pagado: 'Pagado',
  rechazado: 'Pago rechazado',
};

/** §3.6 / §4.3 the payment method, and for a card the state of its payment. */
export function orderPaymentText(type: OrderPaymentType, paymentStatus: string | null): string {
  const method = PAYMENT_TEXT[type];
  if (type !== 'TAR') return method;
  const status = CARD_STATUS_TEXT[(paymentStatus ?? '').trim().toLowerCase()];
  return status ? `${method} · ${status}` : method;
}
