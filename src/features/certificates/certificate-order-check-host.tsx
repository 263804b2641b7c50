import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { checkOrder } from '../../api/order/check-order';
import type { OrderId } from '../../domain/order/order-id';
import {
  certificateCartClear,
  certificateOrderIdRead,
  certificateOrderIdSet,
} from '../../stores/certificate-cart';
import { certificateCheckoutReset } from '../../stores/certificate-checkout';
import { OrderCheckDialog } from '../orders/public';

/** §9 the certificate order is checked 3000 ms after load. */
export const CERTIFICATE_ORDER_CHECK_DELAY_MS = 3000;
/** §9 the cleanup runs 350 ms after the dialog closes. */
export const CERTIFICATE_ORDER_CHECK_CLEANUP_MS = 350;

/** The '02' text, should the server send none. */
const fallback = (id: number) => `Tu compra de gift cards #${id} ya fue procesada.`;

/** §4.4 what closing clears: the certificate cart, its checkout and its order id. */
function cleanup(): void {
  certificateOrderIdSet(null);
  certificateCartClear();
  certificateCheckoutReset();
}

/**
 * §4.4 the certificate order-check dialog, mounted in the layout while a certificate order
 * id is stored: 3 s after it mounts the order is checked (data/checkOrder); '02' (the order
 * is paid or no longer payable) goes to / and shows the server's message; closing clears the
 * certificate cart 350 ms later. '00' (its card payment still open) and 'ERR' change nothing.
 */
export default function CertificateOrderCheckHost() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const cleanupTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const check = useEffectEvent(async () => {
    const id = certificateOrderIdRead();
    if (id === null) return;
    const answer = await checkOrder(id as OrderId);
    if (certificateOrderIdRead() !== id) return;
    if (answer.code === '02' && answer.status !== 'ERR') {
      setMessage(answer.message.trim() || fallback(id));
      void navigate({ to: '/' });
    }
  });

  useEffect(() => {
    const timer = setTimeout(() => void check(), CERTIFICATE_ORDER_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(
    () => () => {
      if (cleanupTimer.current !== null) {
        clearTimeout(cleanupTimer.current);
        cleanup();
      }
    },
    [],
  );

  const close = () => {
    setMessage(null);
    if (cleanupTimer.current !== null) return;
    cleanupTimer.current = setTimeout(() => {
      cleanupTimer.current = null;
      cleanup();
    }, CERTIFICATE_ORDER_CHECK_CLEANUP_MS);
  };

  return <OrderCheckDialog message={message} onClose={close} />;
}
