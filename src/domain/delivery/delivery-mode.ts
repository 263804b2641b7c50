import type { CartDeliveryKind } from '../cart/cart-validity-checks';
import type { Coverage, DeliveryPoint } from '../geo/coverage';
import type { ShopId } from '../shops/shop-id';

/**
 * §4.2 the delivery option: not selected, home, shop, plus other, addresses, edit and
 * delivery point. 'none' is the spec's "not selected" (-1).
 */
export type DeliveryOption =
  'none' | 'home' | 'shop' | 'other' | 'addresses' | 'edit' | 'deliveryPoint';

/** §3.2 a chosen place for home delivery: the coverage answer plus what the customer typed. */
export interface DeliveryAddress {
  coverage: Coverage;
  /** street, house, landmark: the text the banner shows */
  address: string;
  /** §3.2 indicaciones */
  reference: string;
  /** §3.2 categoria ('Mi Casa', 'Mi Trabajo'); empty for a guest's single location */
  tag: string;
}

/** §3.2 a chosen shop for pickup and how the order is handed over. */
export interface DeliveryPickup {
  shopId: ShopId;
  shopName: string;
  /** §3.2 pickupOption: AUTOSERVICIO, PARQUEO or MOSTRADOR */
  pickupOption: string;
}

/** §5.5 a scheduled order: the instant (epoch ms) and whether it was flagged invalid. */
export interface DeliveryFutureOrder {
  at: number;
  invalid: boolean;
}

/** §4.2 the delivery choice saved locally: mode plus location or shop, and when. */
export interface DeliveryState {
  kind: CartDeliveryKind;
  option: DeliveryOption;
  address: DeliveryAddress | null;
  deliveryPoint: DeliveryPoint | null;
  pickup: DeliveryPickup | null;
  future: DeliveryFutureOrder | null;
}

/** read-only all the way down; a branded number (a ShopId) is a number, kept as it is */
type DeepReadonly<T> = T extends number | string | boolean | null | undefined
  ? T
  : T extends (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/** A delivery state as the screens read it (a store snapshot is deeply read-only). */
export type DeliveryStateView = DeepReadonly<DeliveryState>;

/** §4.2 nothing chosen yet. */
export const DELIVERY_EMPTY: DeliveryState = {
  kind: 'none',
  option: 'none',
  address: null,
  deliveryPoint: null,
  pickup: null,
  future: null,
};

/** §2.4 the service selector: sets the mode; the place of the other mode stays until replaced. */
export function deliveryModeChooseKind(
  state: DeliveryState,
  kind: CartDeliveryKind,
): DeliveryState {
  return { ...state, kind, option: kind };
}

/** What choosing a covered location led to (§4.2 option switches). */
export type DeliveryAddressOutcome = 'home' | 'deliveryPoint' | 'scheduleRestricted';

/**
 * §4.2 choosing a location sets type and option and clears the shop. The option switches
 * to shop when a schedule restriction forces pickup (the location is not kept), or to
 * delivery point when coverage has points and none is chosen yet.
 */
export function deliveryModeChooseAddress(
  state: DeliveryState,
  address: DeliveryAddress,
): { state: DeliveryState; outcome: DeliveryAddressOutcome } {
  if (address.coverage.scheduleRestriction) {
    return {
      state: { ...state, kind: 'shop', option: 'shop', address: null, deliveryPoint: null },
      outcome: 'scheduleRestricted',
    };
  }
  const points = address.coverage.deliveryPoints.length > 0;
  return {
    state: {
      ...state,
      kind: 'home',
      option: points ? 'deliveryPoint' : 'home',
      address,
      deliveryPoint: null,
      pickup: null,
    },
    outcome: points ? 'deliveryPoint' : 'home',
  };
}

/** §3.2 a delivery point of the chosen location's coverage; any other point is refused. */
export function deliveryModeChoosePoint(state: DeliveryState, point: DeliveryPoint): DeliveryState {
  const offered = state.address?.coverage.deliveryPoints.some((p) => p.id === point.id) ?? false;
  if (!offered) return state;
  return { ...state, kind: 'home', option: 'deliveryPoint', deliveryPoint: point };
}

/** §4.2 choosing a shop sets type and option and clears the location. */
export function deliveryModeChooseShop(
  state: DeliveryState,
  pickup: DeliveryPickup,
): DeliveryState {
  return { ...state, kind: 'shop', option: 'shop', pickup, address: null, deliveryPoint: null };
}

/** §5.5 schedule an order, or null for as soon as possible. */
export function deliveryModeSetFuture(
  state: DeliveryState,
  future: DeliveryFutureOrder | null,
): DeliveryState {
  return { ...state, future };
}

/** §4.5 delivery validation failed: the place is cleared; the mode stays so the customer picks again. */
export function deliveryModeClearPlace(state: DeliveryState): DeliveryState {
  return { ...state, option: state.kind, address: null, deliveryPoint: null, pickup: null };
}

/** §5.3 / §3.2 the shop serving the choice: the pickup shop, or the coverage's shop. */
export function deliveryModeShopId(state: DeliveryStateView): ShopId | null {
  if (state.kind === 'shop') return state.pickup?.shopId ?? null;
  if (state.kind === 'home') return state.address?.coverage.shop ?? null;
  return null;
}

/** §5.3 the address flag of the cart check for the current choice. */
export function deliveryModeAddressCheck(
  state: DeliveryStateView,
): 'valid' | 'noCoverage' | 'noDeliveryPoint' {
  if (state.kind !== 'home' || state.address === null) return 'valid';
  if (state.address.coverage.deliveryPoints.length > 0 && state.deliveryPoint === null) {
    return 'noDeliveryPoint';
  }
  return 'valid';
}

/** §4.3 a place the order can go to: a covered location (with its point) or a pickup shop. */
export function deliveryModeReady(state: DeliveryStateView): boolean {
  if (state.kind === 'shop') return state.pickup !== null;
  if (state.kind === 'home') {
    return state.address !== null && deliveryModeAddressCheck(state) === 'valid';
  }
  return false;
}

/** §2.3 the address banner's lines for the current choice. */
export interface DeliveryBanner {
  /** the address, the shop, or 'Selecciona la tienda/el sitio de entrega' */
  place: string;
  /** 'Entregar en {point}' or 'Retirar en tienda {option}'; null when nothing to add */
  detail: string | null;
}

/** §2.3 'Selecciona la tienda/el sitio de entrega' word for word. */
export const DELIVERY_BANNER_EMPTY = 'Selecciona la tienda/el sitio de entrega';

/**
 * §2.3 address banner text. Choice: for pickup the place is the shop's name and the detail
 * names the hand-over option ('Retirar en tienda Autoservicio'); `optionLabel` turns the code
 * into its Spanish label.
 */
export function deliveryModeBanner(
  state: DeliveryStateView,
  optionLabel: (code: string) => string,
): DeliveryBanner {
  if (state.kind === 'home' && state.address) {
    const point = state.deliveryPoint;
    const text = state.address.address || state.address.coverage.district;
    return {
      // a saved address shows its tag first ('Mi Casa · Calle La Mascota #12')
      place: state.address.tag ? `${state.address.tag} · ${text}` : text,
      detail: point ? `Entregar en ${point.description}` : null,
    };
  }
  if (state.kind === 'shop' && state.pickup) {
    return {
      place: state.pickup.shopName,
      detail: `Retirar en tienda ${optionLabel(state.pickup.pickupOption)}`,
    };
  }
  return { place: DELIVERY_BANNER_EMPTY, detail: null };
}
