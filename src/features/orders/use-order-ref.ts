import { useSnapshot } from 'valtio';
import type { OrderRef } from '../../domain/order/order-ref';
import { ordersStore } from '../../stores/orders';

/**
 * §2.1 the tracker hash an /orders/{id or hash} parameter names (read by the route): a hash
 * as it is, an id through the orders remembered on this device; null when it names no
 * order we can read.
 */
export function useOrderHash(ref: OrderRef | null): string | null {
  const { anonymous, current } = useSnapshot(ordersStore);
  if (ref === null) return null;
  if (ref.kind === 'hash') return ref.hash;
  if (current?.id === ref.id) return current.hash;
  return anonymous.find((o) => o.id === ref.id)?.hash ?? null;
}
