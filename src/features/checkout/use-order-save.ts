import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { snapshot } from 'valtio';
import { menuQueryOptions } from '../../api/menu/get-data';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import type { Cart } from '../../domain/cart/cart';
import { cartView } from '../../domain/cart/cart-view';
import { cashAmountParse } from '../../domain/checkout/cash-payment';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import { orderRecapBuild } from '../../domain/checkout/order-recap';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import { futureOrderLeadMinutes } from '../../domain/schedule/future-order-lead';
import { serverNow } from '../../domain/server-time';
import { cartStore } from '../../stores/cart';
import { checkoutCardStart, checkoutRecapSet, checkoutStore } from '../../stores/checkout';
import { deliveryStore } from '../../stores/delivery';
import { outboxAdd } from '../../outbox/outbox-queue';
import { orderCurrentSet } from '../../stores/orders';
import { outboxBoot } from '../../outbox/outbox-boot';
import { toastPush } from '../../stores/ui';
import { CARD_OFFLINE_MESSAGE } from './checkout-messages';
import { orderPlaced, orderQueued } from './order-placed';
import { orderSaveRun, type OrderSaveRun } from './order-save-run';
import type { OrderCertificatePayment } from '../../protocol/order-body';
import { deviceOnline } from '../../api/use-online';

/** §4.3 / §9 order-save debounce: at most one save per 350 ms. */
export const ORDER_SAVE_GAP_MS = 350;

/** A dialog the save's answer opens. */
export type OrderSaveDialog =
  { kind: 'inProcess'; message: string } | { kind: 'blocked'; message: string; names: string[] };

/**
 * DESIGN offline: a cash order may wait for the connection; a card or certificate payment
 * may not (a certificate's funds are checked and debited by the server as it is saved).
 */
const queueable = (method: PaymentMethod) => method === 'cash';

/** §3.7 a certificate payment as the checkout holds it (null for the other methods). */
function certificatePayment(method: PaymentMethod): OrderCertificatePayment | null {
  if (method !== 'certificate') return null;
  return {
    email: checkoutStore.certificateEmail,
    code: checkoutStore.certificateCode,
    rest: checkoutStore.partialPayment,
  };
}

/**
 * §4.3 'Confirmar pedido': saves the order (refusals, coverage, idempotency key) and acts
 * on the answer: step 2 or the card page when saved, toasts, dialogs, back to the cart on
 * new prices, or the outbox when there is no connection.
 */
export function useOrderSave(method: PaymentMethod) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: menu } = useSuspenseQuery(menuQueryOptions());
  const { data: time } = useSuspenseQuery(serverTimeQueryOptions());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OrderSaveDialog | null>(null);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const busy = useRef(false);

  async function settle(run: OrderSaveRun, now: number): Promise<void> {
    if (run.kind === 'stopped') return setError(run.message);
    if (run.kind === 'error') return setError(ORDER_SAVE_FAILED_MESSAGE);
    if (run.kind === 'unreachable') {
      if (method === 'card') return setError(CARD_OFFLINE_MESSAGE);
      if (!queueable(method)) return setError(ORDER_SAVE_FAILED_MESSAGE);
      let key: string;
      try {
        key = (await outboxAdd(run.body)).key;
        // watch the connection from now on, so the order leaves as soon as it can
        outboxBoot();
      } catch {
        return setError(ORDER_SAVE_FAILED_MESSAGE);
      }
      return orderQueued(key);
    }
    const outcome = run.outcome;
    switch (outcome.kind) {
      case 'saved': {
        const order = { id: outcome.orderId, hash: outcome.hash };
        // §3.7 the rest of a certificate payment by card is paid on the card page too
        if (method === 'card' || certificatePayment(method)?.rest === 'T') {
          // a card payment left open is what the order-check dialog looks at on the next visit
          orderCurrentSet(order);
          checkoutCardStart(order);
        } else orderPlaced(order, now, false);
        return;
      }
      case 'prices':
        // the menu is read again so the cart revalidates its prices, and the customer sees them
        toastPush('warning', outcome.message);
        void queryClient.invalidateQueries({ queryKey: menuQueryOptions().queryKey });
        void navigate({ to: '/cart' });
        return;
      case 'warning':
        return toastPush('warning', outcome.message);
      case 'message':
        return toastPush('error', outcome.message);
      case 'inProcess':
        return setDialog({ kind: 'inProcess', message: outcome.message });
      case 'blocked':
        return setDialog({
          kind: 'blocked',
          message: outcome.message,
          names: outcome.items.map((item) => item.name),
        });
      case 'failed':
        return setError(outcome.message || ORDER_SAVE_FAILED_MESSAGE);
    }
  }

  async function save(): Promise<void> {
    const started = Date.now();
    if (busy.current || started - last.current < ORDER_SAVE_GAP_MS) return;
    last.current = started;
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      const now = serverNow(time.offsetMs, started);
      const cart = snapshot(cartStore).cart as Cart;
      const delivery = snapshot(deliveryStore);
      const typed = cashAmountParse(checkoutStore.cashAmount);
      const cashAmount = method === 'cash' && typeof typed === 'number' ? typed : null;
      // the success screen recaps this order once the cart is emptied
      checkoutRecapSet(
        orderRecapBuild({ view: cartView(cart), delivery, payment: method, cashAmount }),
      );
      const run = await orderSaveRun({
        queryClient,
        cart,
        delivery,
        form: { ...snapshot(checkoutStore).form },
        payment: method,
        cashAmount,
        certificate: certificatePayment(method),
        now,
        futureLeadMinutes: futureOrderLeadMinutes(menu.parameters),
        online: deviceOnline(),
        country: { code: menu.countryCode, fakeCash: menu.parameters.fakeCash },
      });
      await settle(run, now);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return {
    save: () => void save(),
    saving,
    error,
    dialog,
    closeDialog: () => setDialog(null),
  };
}
