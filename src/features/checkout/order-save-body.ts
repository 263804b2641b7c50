import type { Cart } from '../../domain/cart/cart';
import type { CheckoutFormData } from '../../domain/checkout/checkout-form';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import type { DeliveryStateView } from '../../domain/delivery/delivery-mode';
import type { Cents } from '../../domain/money';
import { orderBodyHash } from '../../domain/order/order-attempt';
import {
  orderContentBuild,
  orderSaveBodyOf,
  type OrderCertificatePayment,
  type OrderContent,
  type OrderContentInput,
  type OrderSaveBody,
} from '../../protocol/order-body';
import type { OrderLine } from '../../protocol/order-line';
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

/** The order's own fields, as the protocol's content builder takes them. */
function contentInput(input: OrderBodyInput): OrderContentInput<OrderLine> {
  return {
    cart: input.cart,
    delivery: input.delivery,
    form: input.form,
    payment: input.payment,
    cashAmount: input.cashAmount,
    certificate: input.certificate ?? null,
    now: input.now,
    futureLeadMinutes: input.futureLeadMinutes,
    lines: orderLinesEncode(input.cart),
  };
}

/** An order's data and lines, written once: the key is decided from them, then the body. */
export type OrderBodyContent = OrderContent<OrderLine>;

/**
 * §4.3 / §3.6 what identifies the order: its data and lines. Throws a RangeError without a
 * place, as the body does.
 */
export function orderContentOf(input: OrderBodyInput): OrderBodyContent {
  return orderContentBuild(contentInput(input));
}

/**
 * §4.3 the fingerprint of an order: its body as the protocol writes it with no idempotency
 * key and no push subscription (issue 19: a repeat whose browser named its subscription
 * differently is still the same order). It is the hash the attempts have always been kept
 * by, so an attempt stored before keeps its key.
 */
export function orderIdentityHash(content: OrderBodyContent): string {
  return orderBodyHash(orderSaveBodyOf(content, { key: '', pushToken: '' }));
}

/**
 * §4.3 / §3.6 the body of data/saveOrderPendiente: the order's content with the attempt's
 * key (decided before, from orderIdentityHash) and the browser's push subscription.
 */
export function orderSaveBodyBuild(
  content: OrderBodyContent,
  attempt: { key: string; pushToken: string },
): OrderSaveBody<OrderLine> {
  return orderSaveBodyOf(content, attempt);
}
