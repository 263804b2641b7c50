import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import type { CartDeliveryKind } from '../domain/cart/cart-validity-checks';
import {
  deliveryModeChooseAddress,
  deliveryModeChooseKind,
  deliveryModeChoosePoint,
  deliveryModeChooseShop,
  deliveryModeClearPlace,
  deliveryModeSetFuture,
  type DeliveryAddress,
  type DeliveryAddressOutcome,
  type DeliveryFutureOrder,
  type DeliveryPickup,
  type DeliveryState,
} from '../domain/delivery/delivery-mode';
import type { DeliveryPoint } from '../domain/geo/coverage';
import { deliveryStateRestore } from './delivery-restore';
import { localStore } from '../api/browser-storage';

/** §3.9 localStorage key of the location state (mode, place, future order). */
export const DELIVERY_STORAGE_KEY = 'delivery.state';
/** The key an earlier version kept the mode alone under; read once, then replaced. */
export const DELIVERY_KIND_STORAGE_KEY = 'delivery.kind';

function load(): DeliveryState {
  const store = localStore();
  return deliveryStateRestore(
    store?.getItem(DELIVERY_STORAGE_KEY) ?? null,
    store?.getItem(DELIVERY_KIND_STORAGE_KEY) ?? null,
  );
}

const initial = load();

/**
 * §4.2 delivery mode: home delivery (HOME, channel DOMI) or pickup at a shop (SHOP, channel
 * LLEV), the place (a covered location and its delivery point, or a shop and its pickup
 * option) and the §5.5 future order. The serving shop is derived: deliveryModeShopId.
 */
export const deliveryStore = proxy<DeliveryState>({ ...initial });

function apply(next: DeliveryState): void {
  Object.assign(deliveryStore, next);
}

/**
 * The state as plain data, for the domain's transitions and storage: a deep copy of the
 * snapshot, so nothing handed out is a store proxy (which structuredClone, IndexedDB and
 * postMessage refuse) or frozen.
 */
export function deliveryState(): DeliveryState {
  return structuredClone(snapshot(deliveryStore)) as DeliveryState;
}

subscribe(deliveryStore, () => {
  try {
    const store = localStore();
    store?.setItem(DELIVERY_STORAGE_KEY, JSON.stringify(deliveryState()));
    store?.removeItem(DELIVERY_KIND_STORAGE_KEY);
  } catch {
    // storage full or denied: the choice still lives in memory
  }
});

// §4.2 other tabs follow the choice
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === DELIVERY_STORAGE_KEY && event.newValue !== null) {
      apply(deliveryStateRestore(event.newValue, null));
    }
  });
}

/** §2.4 the service selector's choice. */
export function deliverySetKind(kind: CartDeliveryKind): void {
  apply(deliveryModeChooseKind(deliveryState(), kind));
}

/** §4.2 a covered location chosen on the map; says where the choice led. */
export function deliveryChooseAddress(address: DeliveryAddress): DeliveryAddressOutcome {
  const { state, outcome } = deliveryModeChooseAddress(deliveryState(), address);
  apply(state);
  return outcome;
}

/** §3.2 a delivery point of the chosen location. */
export function deliveryChoosePoint(point: DeliveryPoint): void {
  apply(deliveryModeChoosePoint(deliveryState(), point));
}

/** §4.2 / §2.11 pickup at a shop with a hand-over option. */
export function deliveryChooseShop(pickup: DeliveryPickup): void {
  apply(deliveryModeChooseShop(deliveryState(), pickup));
}

/** §5.5 schedule the order, or null for as soon as possible. */
export function deliverySetFuture(future: DeliveryFutureOrder | null): void {
  apply(deliveryModeSetFuture(deliveryState(), future));
}

/** §4.5 the place failed validation (no coverage, shop gone): clear it. */
export function deliveryClearPlace(): void {
  apply(deliveryModeClearPlace(deliveryState()));
}

/** §3.3 / §4.5 the delivery channel a mode sells through, for reselecting options. */
export function deliveryChannel(kind: CartDeliveryKind): 'TODOS' | 'DOMI' | 'LLEV' {
  if (kind === 'home') return 'DOMI';
  if (kind === 'shop') return 'LLEV';
  return 'TODOS';
}
