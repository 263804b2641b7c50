import { useEffect, useState } from 'react';
import { checkoutDone } from '../../stores/checkout';
import { outboxList, outboxSubscribe } from '../../outbox/outbox-queue';

/**
 * DESIGN offline: step 2 of an order waiting in the outbox follows it. Once the outbox sends
 * it, the screen becomes the placed order (number, banner, tracking link); a refusal returns
 * the server's message. The outbox itself remembers the order and tells the customer.
 */
export function useQueuedOrder(key: string | null): { refusal: string | null } {
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const look = async () => {
      const entry = (await outboxList()).find((e) => e.key === key);
      if (!live || !entry?.answer) return;
      const { orderId, hash, message } = entry.answer;
      if (entry.state === 'confirmado' && orderId !== null && hash !== null) {
        checkoutDone({ id: orderId, hash }, false);
      } else if (entry.state === 'rechazado') {
        setRefusal(message);
      }
    };
    const unsubscribe = outboxSubscribe(() => void look().catch(() => undefined));
    void look().catch(() => undefined);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [key]);
  return { refusal: key === null ? null : refusal };
}
