import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import {
  ORDER_SAVE_FAILED_MESSAGE,
  type OrderSaveOutcome,
} from '../../domain/checkout/order-save-result';
import type { OrderId } from '../../domain/order/order-id';
import type { OrderSaveBody } from '../../protocol/order-body';
import { outboxBoot } from '../../outbox/outbox-boot';
import { outboxAdd } from '../../outbox/outbox-queue';
import { checkoutCardStart } from '../../stores/checkout';
import { orderCurrentSet } from '../../stores/orders';
import { toastPush } from '../../stores/ui';
import { CARD_OFFLINE_MESSAGE } from './checkout-messages';
import { certificatePayment } from './order-save-input';
import { orderPlaced, orderQueued } from './order-placed';
import type { OrderSaveRun } from './order-save-run';

/** A dialog the save's answer opens. */
export type OrderSaveDialog =
  { kind: 'inProcess'; message: string } | { kind: 'blocked'; message: string; names: string[] };

/** What the checkout shows or does with the end of a save. */
export interface OrderSaveScreen {
  method: PaymentMethod;
  setError: (message: string) => void;
  setDialog: (dialog: OrderSaveDialog) => void;
  /** '01' new prices: the menu read again and the cart shown, where the prices revalidate */
  toCartForPrices: () => void;
}

/**
 * DESIGN offline: a cash order may wait for the connection; a card or certificate payment
 * may not (a certificate's funds are checked and debited by the server as it is saved).
 */
const queueable = (method: PaymentMethod) => method === 'cash';

/** DESIGN offline: no connection; the body waits in the outbox when its method allows it. */
async function orderSaveQueue(body: OrderSaveBody, screen: OrderSaveScreen): Promise<void> {
  const { method, setError } = screen;
  if (method === 'card') return setError(CARD_OFFLINE_MESSAGE);
  if (!queueable(method)) return setError(ORDER_SAVE_FAILED_MESSAGE);
  let key: string;
  try {
    key = (await outboxAdd(body)).key;
    // watch the connection from now on, so the order leaves as soon as it can
    outboxBoot();
  } catch {
    return setError(ORDER_SAVE_FAILED_MESSAGE);
  }
  return orderQueued(key);
}

/** §4.3 saved: placed, or on to the card page when a card pays it (or a certificate's rest). */
function orderSaved(order: { id: OrderId; hash: string }, method: PaymentMethod, now: number) {
  // §3.7 the rest of a certificate payment by card is paid on the card page too
  if (method === 'card' || certificatePayment(method)?.rest === 'T') {
    // a card payment left open is what the order-check dialog looks at on the next visit
    orderCurrentSet(order);
    checkoutCardStart(order);
  } else orderPlaced(order, now, false);
}

/** §4.3 / §8.1 the server's answer: saved, new prices, a toast, a dialog or the failure. */
function orderSaveAnswered(outcome: OrderSaveOutcome, now: number, screen: OrderSaveScreen) {
  switch (outcome.kind) {
    case 'saved':
      return orderSaved({ id: outcome.orderId, hash: outcome.hash }, screen.method, now);
    case 'prices':
      toastPush('warning', outcome.message);
      return screen.toCartForPrices();
    case 'warning':
      return toastPush('warning', outcome.message);
    case 'message':
      return toastPush('error', outcome.message);
    case 'inProcess':
      return screen.setDialog({ kind: 'inProcess', message: outcome.message });
    case 'blocked':
      return screen.setDialog({
        kind: 'blocked',
        message: outcome.message,
        names: outcome.items.map((item) => item.name),
      });
    case 'failed':
      return screen.setError(outcome.message || ORDER_SAVE_FAILED_MESSAGE);
  }
}

/**
 * §4.3 acts on where a save ended: the refusal or failure shown, the outbox without a
 * connection, or the server's answer.
 */
export async function orderSaveSettle(
  run: OrderSaveRun,
  now: number,
  screen: OrderSaveScreen,
): Promise<void> {
  if (run.kind === 'stopped') return screen.setError(run.message);
  if (run.kind === 'error') return screen.setError(ORDER_SAVE_FAILED_MESSAGE);
  if (run.kind === 'unreachable') return orderSaveQueue(run.body, screen);
  return orderSaveAnswered(run.outcome, now, screen);
}
