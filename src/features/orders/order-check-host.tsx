import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { checkOrder } from '../../api/order/check-order';
import { orderCheckOnLaunch, orderCurrentClear, ordersStore } from '../../stores/orders';
import { OrderCheckDialog } from './order-check-dialog';

/** §9 the order is checked 3000 ms after load. */
export const ORDER_CHECK_DELAY_MS = 3000;
/** §9 dialog cleanup 350 ms after it closes. */
export const ORDER_CHECK_CLEANUP_MS = 350;

/** The contract's '02' text, should the server send none. */
const orderCheckFallback = (id: number) =>
  `Tu pedido #${id} ya fue recibido. Puedes seguirlo en Mis pedidos.`;

/** §4.4 what closing the dialog clears: the cart, the tracker and the checkout. */
async function orderCheckCleanup(): Promise<void> {
  orderCurrentClear();
  // loaded only now: a visit that never sees the dialog does not download them
  const [cart, checkout] = await Promise.all([
    import('../../stores/cart'),
    import('../../stores/checkout'),
  ]);
  cart.cartStoreClear();
  void cart.cartStoreHydrate();
  checkout.checkoutReset();
}

/**
 * §4.4 the order-check dialog, mounted once in the layout: 3 s after it mounts, and every
 * time orderCheckLaunch() is called, the last order (order.id) is checked. '02' (the order
 * is placed) goes to / and shows the server's message with 'Aceptar'; closing clears the
 * cart, the tracker and the checkout 350 ms later. '00' (a card payment still open) and
 * 'ERR' (no connection) change nothing.
 */
export default function OrderCheckHost() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const checking = useRef(false);
  const open = useRef(false);
  const cleanupTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const check = useEffectEvent(async () => {
    const current = ordersStore.current;
    if (current === null || checking.current || open.current || cleanupTimer.current !== null) {
      return;
    }
    checking.current = true;
    try {
      const answer = await checkOrder(current.id);
      // the order changed meanwhile (another order placed, or cleared): this answer is old
      if (ordersStore.current?.id !== current.id) return;
      if (answer.code === '02' && answer.status !== 'ERR') {
        open.current = true;
        setMessage(answer.message.trim() || orderCheckFallback(current.id));
        void navigate({ to: '/' });
      }
    } finally {
      checking.current = false;
    }
  });

  useEffect(() => {
    const timer = setTimeout(() => void check(), ORDER_CHECK_DELAY_MS);
    const unsubscribe = orderCheckOnLaunch(() => void check());
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  useEffect(
    () => () => {
      // unmounted before the cleanup ran: the customer did close the dialog, so it still runs
      if (cleanupTimer.current !== null) {
        clearTimeout(cleanupTimer.current);
        void orderCheckCleanup();
      }
    },
    [],
  );

  const close = () => {
    setMessage(null);
    open.current = false;
    if (cleanupTimer.current !== null) return;
    cleanupTimer.current = setTimeout(() => {
      cleanupTimer.current = null;
      void orderCheckCleanup();
    }, ORDER_CHECK_CLEANUP_MS);
  };

  return <OrderCheckDialog message={message} onClose={close} />;
}
