import { proxy, subscribe } from 'valtio/vanilla';
import type { CartDeliveryKind } from '../domain/cart/cart-validity-checks';

/** localStorage key of the chosen service. */
export const DELIVERY_KIND_STORAGE_KEY = 'delivery.kind';

const KINDS: readonly CartDeliveryKind[] = ['none', 'home', 'shop'];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function load(): CartDeliveryKind {
  const stored = storage()?.getItem(DELIVERY_KIND_STORAGE_KEY);
  return KINDS.find((kind) => kind === stored) ?? 'none';
}

/**
 * §4.2 delivery mode: home delivery (HOME, channel DOMI) or pickup at a shop (SHOP, channel
 * LLEV), 'none' until the customer chooses. The address, the shop and the future order of
 * §3.2 / §5.5 join this store with the delivery screens.
 */
export const deliveryStore = proxy({
  kind: load(),
  /** the pickup shop or the coverage shop (IDTDA); null until the delivery screens set it */
  shopId: null as number | null,
});

subscribe(deliveryStore, () => {
  try {
    storage()?.setItem(DELIVERY_KIND_STORAGE_KEY, deliveryStore.kind);
  } catch {
    // storage full or denied: the choice still lives in memory
  }
});

/** §2.4 the service selector's choice. */
export function deliverySetKind(kind: CartDeliveryKind): void {
  deliveryStore.kind = kind;
}

/** §3.3 / §4.5 the delivery channel a mode sells through, for reselecting options. */
export function deliveryChannel(kind: CartDeliveryKind): 'TODOS' | 'DOMI' | 'LLEV' {
  if (kind === 'home') return 'DOMI';
  if (kind === 'shop') return 'LLEV';
  return 'TODOS';
}
