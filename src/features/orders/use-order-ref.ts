import { useSnapshot } from 'valtio';
import { orderRefParse } from '../../domain/order/order-ref';
import { ordersStore } from '../../stores/orders';

/**
 * §2.1 the tracker hash an /orders/{id or hash} parameter names: a hash as it is, an id
 * through the orders remembered on this device; null when it names no order we can read.
 */
export function useOrderHash(param: string): string | null {
  const { anonymous, current } = useSnapshot(ordersStore);
  const ref = orderRefParse(param);
  if (ref === null) return null;
  if (ref.kind === 'hash') return ref.hash;
  if (current?.id === ref.id) return current.hash;
  return anonymous.find((o) => o.id === ref.id)?.hash ?? null;
}
