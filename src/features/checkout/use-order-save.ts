import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { menuQueryOptions } from '../../api/menu/get-data';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import { cartView } from '../../domain/cart/cart-view';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import { orderRecapBuild } from '../../domain/checkout/order-recap';
import { serverNow } from '../../domain/server-time';
import { checkoutRecapSet } from '../../stores/checkout';
import { orderSaveInputRead } from './order-save-input';
import { orderSaveRun, type OrderSaveInput } from './order-save-run';
import { orderSaveSettle, type OrderSaveDialog } from './order-save-settle';

/** §4.3 / §9 order-save debounce: at most one save per 350 ms. */
export const ORDER_SAVE_GAP_MS = 350;

/** §4.3 / §9 one save at a time, and none within ORDER_SAVE_GAP_MS of the last press taken. */
function useOrderSaveGate() {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const busy = useRef(false);
  return {
    enter(at: number): boolean {
      if (busy.current || at - last.current < ORDER_SAVE_GAP_MS) return false;
      last.current = at;
      busy.current = true;
      return true;
    },
    leave(): void {
      busy.current = false;
    },
  };
}

/** §2.8 the success screen recaps this order once the cart is emptied. */
function orderRecapKeep(input: OrderSaveInput): void {
  const { cart, delivery, payment, cashAmount } = input;
  checkoutRecapSet(orderRecapBuild({ view: cartView(cart), delivery, payment, cashAmount }));
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
  const gate = useOrderSaveGate();

  const toCartForPrices = () => {
    // the menu is read again so the cart revalidates its prices, and the customer sees them
    void queryClient.invalidateQueries({ queryKey: menuQueryOptions().queryKey });
    void navigate({ to: '/cart' });
  };

  async function save(): Promise<void> {
    const started = Date.now();
    if (!gate.enter(started)) return;
    setSaving(true);
    setError(null);
    try {
      const now = serverNow(time.offsetMs, started);
      const input = orderSaveInputRead(method, { queryClient, menu, now });
      orderRecapKeep(input);
      const run = await orderSaveRun(input);
      await orderSaveSettle(run, now, { method, setError, setDialog, toCartForPrices });
    } finally {
      gate.leave();
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
