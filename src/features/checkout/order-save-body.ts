import type { Cart } from '../../domain/cart/cart';
import type { CheckoutFormData } from '../../domain/checkout/checkout-form';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import type { DeliveryStateView } from '../../domain/delivery/delivery-mode';
import type { Cents } from '../../domain/money';
import { orderBodyHash } from '../../domain/order/order-attempt';
import {
  orderPayloadBuild,
  type OrderCertificatePayment,
  type OrderPayloadInput,
  type OrderSaveBody,
} from '../../protocol/order-body';
import { orderLinesEncode } from '../../protocol/order-lines-encode';

/** What an order's body is written from (the rest of a press of 'Confirmar pedido' aside). */
export interface OrderBodyInput {
  cart: Cart;
  delivery: DeliveryStateView;
  form: CheckoutFormData;
  payment: PaymentMethod;
  /** §4.3 'Pagaré con' of a cash order, carried in the comments */
  cashAmount: Cents | null;
  /** §3.7 a certificate payment's e-mail, code and the rest's method */
  certificate?: OrderCertificatePayment | null;
  /** the server's now, epoch ms */
  now: number;
  futureLeadMinutes: number;
}

/** The order's own fields, with the attempt's key and the browser's push subscription. */
function payloadInput(
  input: OrderBodyInput,
  idempotencyKey: string,
  pushToken: string,
): OrderPayloadInput {
  return {
    cart: input.cart,
    delivery: input.delivery,
    form: input.form,
    payment: input.payment,
    cashAmount: input.cashAmount,
    certificate: input.certificate ?? null,
    now: input.now,
    futureLeadMinutes: input.futureLeadMinutes,
    idempotencyKey,
    lines: orderLinesEncode(input.cart),
    pushToken,
  };
}

/**
 * §4.3 the fingerprint of what identifies an order: its body as the protocol writes it with
 * no idempotency key and no push subscription (issue 19: a repeat whose browser named its
 * subscription differently is still the same order). It is the hash the attempts have always
 * been kept by, so an attempt stored before keeps its key. Throws a RangeError without a
 * place, as the body does.
 */
export function orderIdentityHash(input: OrderBodyInput): string {
  return orderBodyHash(orderPayloadBuild(payloadInput(input, '', '')));
}

/**
 * §4.3 / §3.6 the body of data/saveOrderPendiente, written once with the attempt's key
 * (decided before, from orderIdentityHash) and the browser's push subscription.
 */
export function orderSaveBodyBuild(
  input: OrderBodyInput,
  attempt: { key: string; pushToken: string },
): OrderSaveBody {
  return orderPayloadBuild(payloadInput(input, attempt.key, attempt.pushToken));
}
