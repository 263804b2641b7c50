import type { Cents } from '../money';
import type { OrderId } from '../order/order-id';

/** §8.1 message when an order cannot be saved (network, server failure, unreadable answer). */
export const ORDER_SAVE_FAILED_MESSAGE =
  'Tenemos problemas para guardar tu orden, inténtalo más tarde';

/** §8.1 a blocked item of a '03' answer. */
export interface OrderBlockedItem {
  id: number;
  name: string;
  kind: 'producto' | 'opcion';
}

/** §8.1 the server's price recompute of a '01' answer, in cents. */
export interface OrderQuote {
  subtotal: Cents;
  discount: Cents;
  total: Cents;
}

/** What orderSaveOutcome reads: the parsed answer of data/saveOrderPendiente (or null). */
export interface OrderSaveAnswerRead {
  code: string;
  message: string;
  orderId: OrderId | null;
  hash: string | null;
  payment: string | null;
  blocked: readonly OrderBlockedItem[];
  quote: OrderQuote | null;
}

/** §8.1 what a save answer means for the checkout. */
export type OrderSaveOutcome =
  | { kind: 'saved'; orderId: OrderId; hash: string; payment: string }
  | { kind: 'prices'; message: string; quote: OrderQuote }
  | { kind: 'warning'; message: string }
  | { kind: 'message'; message: string }
  | { kind: 'inProcess'; message: string }
  | { kind: 'blocked'; message: string; items: OrderBlockedItem[] }
  | { kind: 'failed'; message: string };

/** §8.1 what a '02' message holds when the order is already being processed. */
const IN_PROCESS = 'ya se encuentra en proceso';

/**
 * §8.1 classify a save answer: '00' saved; '01' prices changed (with the server's quote) or
 * another warning; '02' in process (the message holds 'ya se encuentra en proceso') or a
 * message; '03' blocked items. No answer, an unknown code or a '00' without its order id and
 * tracker is a failure with the §8.2 message.
 */
export function orderSaveOutcome(answer: OrderSaveAnswerRead | null): OrderSaveOutcome {
  const failed: OrderSaveOutcome = { kind: 'failed', message: ORDER_SAVE_FAILED_MESSAGE };
  if (answer === null) return failed;
  const message = answer.message.trim() || ORDER_SAVE_FAILED_MESSAGE;
  switch (answer.code) {
    case '00':
      if (answer.orderId === null || answer.hash === null) return failed;
      return {
        kind: 'saved',
        orderId: answer.orderId,
        hash: answer.hash,
        payment: answer.payment ?? 'no aplica',
      };
    case '01':
      return answer.quote
        ? { kind: 'prices', message, quote: answer.quote }
        : { kind: 'warning', message };
    case '02':
      return message.toLowerCase().includes(IN_PROCESS)
        ? { kind: 'inProcess', message }
        : { kind: 'message', message };
    case '03':
      return { kind: 'blocked', message, items: [...answer.blocked] };
    default:
      return failed;
  }
}
