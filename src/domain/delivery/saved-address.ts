import type { Coverage } from '../geo/coverage';
import type { GeoPoint } from '../geo/geo-point';
import type { DeliveryAddress, DeliveryState, DeliveryStateView } from './delivery-mode';
import { deliveryModeChooseAddress, deliveryModeClearPlace } from './delivery-mode';

/** §3.2 a customer's saved address as the app reads it back (readable names). */
export interface SavedAddress extends GeoPoint {
  /** above 0: saved on the server */
  id: number;
  /** position in the customer's order, 0 first */
  order: number;
  main: boolean;
  edited: boolean;
  /** 'Mi Casa', 'Mi Trabajo' */
  tag: string;
  address: string;
  reference: string;
  /** district (COL) name and code, from the server's coverage */
  district: string;
  districtCode: string;
  /** zone (ZON) name and code, from the server's coverage */
  street: string;
  streetCode: string;
  regionCode: string;
  cityCode: string;
}

/** §3.2 / §5.1 the quick choices offered for an address's tag. */
export const SAVED_ADDRESS_TAGS = ['Mi Casa', 'Mi Trabajo'] as const;

/** §5.1 the tag field's placeholder. */
export const SAVED_ADDRESS_TAG_PLACEHOLDER = 'Ej. Mi Casa';

/** §4.2 the saved addresses as the delivery choice offers them: the main one, then the customer's order. */
export function savedAddressesForDelivery(list: readonly SavedAddress[]): SavedAddress[] {
  return [...list].sort((a, b) => Number(b.main) - Number(a.main) || a.order - b.order);
}

/** §3.2 the customer's main address, or null (the first in their order when none is marked). */
export function savedAddressMain(list: readonly SavedAddress[]): SavedAddress | null {
  return savedAddressesForDelivery(list)[0] ?? null;
}

/** §3.2 the list in the customer's order (position 0 first). */
export function savedAddressesInOrder(list: readonly SavedAddress[]): SavedAddress[] {
  return [...list].sort((a, b) => a.order - b.order);
}

/**
 * §3.2 / §4.2 the list after the customer moved `from` to `to` (indexes in the customer's
 * order): positions renumbered 0..n-1. Out-of-range indexes leave it as it was.
 */
export function savedAddressesMove(
  list: readonly SavedAddress[],
  from: number,
  to: number,
): SavedAddress[] {
  const ordered = savedAddressesInOrder(list);
  if (from === to || !ordered[from] || !ordered[to]) return ordered;
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved!);
  return ordered.map((address, order) => ({ ...address, order }));
}

/** §3.2 the ids in the customer's order, as cliente/saveSortedAddresses sends them. */
export function savedAddressIds(list: readonly SavedAddress[]): number[] {
  return savedAddressesInOrder(list).map((a) => a.id);
}

/** §3.2 the list once `id` is the main address (the others lose it). */
export function savedAddressesMarkMain(list: readonly SavedAddress[], id: number): SavedAddress[] {
  return list.map((a) => ({ ...a, main: a.id === id }));
}

/**
 * §4.2 a saved address chosen for delivery: the coverage asked again for its place, carrying
 * the saved id (the order's iddcl), tag, main flag, address and reference.
 */
export function savedAddressDelivery(saved: SavedAddress, coverage: Coverage): DeliveryAddress {
  return {
    coverage: {
      ...coverage,
      id: saved.id,
      tag: saved.tag,
      main: saved.main,
      address: saved.address,
      reference: saved.reference,
    },
    address: saved.address,
    reference: saved.reference,
    tag: saved.tag,
  };
}

/** §4.1 the saved address id of the delivery choice: above 0 for an account's saved address, else 0. */
export function deliveryModeSavedId(state: DeliveryStateView): number {
  const id = state.address?.coverage.id ?? 0;
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * §4.1 after login the main address becomes the delivery place only when no place was
 * chosen (no location, no shop) and pickup was not asked for: a choice the customer made
 * before logging in stays.
 */
export function deliveryModeTakesMain(state: DeliveryStateView): boolean {
  return state.kind !== 'shop' && state.address === null && state.pickup === null;
}

/**
 * §4.1 / §4.2 the main address chosen after login, with its coverage asked again; the
 * state as it was when a place was chosen before, or the coverage is gone (null).
 */
export function deliveryModeChooseMain(
  state: DeliveryState,
  main: SavedAddress,
  coverage: Coverage | null,
): DeliveryState {
  if (!deliveryModeTakesMain(state) || coverage === null) return state;
  const next = deliveryModeChooseAddress(state, savedAddressDelivery(main, coverage));
  return next.outcome === 'scheduleRestricted' ? state : next.state;
}

/** §4.1 logout removes the saved home location when its id is above 0; any other choice stays. */
export function deliveryModeLogout(state: DeliveryState): DeliveryState {
  return deliveryModeSavedId(state) > 0 ? deliveryModeClearPlace(state) : state;
}
