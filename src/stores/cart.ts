import { proxy, subscribe } from 'valtio/vanilla';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import type { CartAddConfig } from '../domain/cart/cart-add';
import { cartRemoveNeedsConfirmation } from '../domain/cart/cart-remove';
import { cartRemovedOrders, cartRestore } from '../domain/cart/cart-restore';
import type { CartUnitConfig } from '../domain/cart/cart-units-replace';
import type { MenuProduct } from '../domain/menu';
import type * as CartPersist from './cart-persist';
import { cartPresenceMark } from './cart-presence';
import { deliverySetFuture, deliveryStore } from './delivery';
import { cartCopy, cartOpApply, cartOrders, cartReplay, type CartOp } from './cart-ops';
import { localStore } from '../api/browser-storage';

/** §4.5 the bag line being edited: its product and the added orders of its units. */
export interface CartLineEditing {
  menuId: number;
  addedOrders: number[];
}

/** §3.4 / §4.5 the cart store's state. */
export interface CartStoreState {
  /** items and ordenAgregado; subTotal and total come from cartView */
  cart: Cart;
  /** isReadCart: the stored cart has been read; nothing is saved before */
  hydrated: boolean;
  /** §4.5 the stored cart was corrupt and has been reset; the UI says so */
  storageError: boolean;
  /** isPedidoFuturoOpen */
  futureOrderOpen: boolean;
  /** §4.5 the added order whose removal awaits the confirmation dialog */
  pendingRemoval: number | null;
  /** §4.5 the line 'Editar' opened on its product page; in memory only (a reload adds anew) */
  editing: CartLineEditing | null;
}

/** §3.4 / §4.5 the cart, kept in memory and, once hydrated, encrypted under 'cart-state'. */
export const cartStore = proxy<CartStoreState>({
  cart: cartEmpty(),
  hydrated: false,
  storageError: false,
  futureOrderOpen: false,
  pendingRemoval: null,
  editing: null,
});

/**
 * §2.7 how many bars on screen hold 'Ver mi bolsa' docked (a product page's 'Agregar a mi
 * bolsa'); while any does, the floating button stands aside instead of covering the bar.
 */
export const cartDock = proxy({ bars: 0 });

/** A bar with the docked bag button came on screen; the returned function takes it off. */
export function cartDockEnter(): () => void {
  cartDock.bars += 1;
  return () => {
    cartDock.bars = Math.max(0, cartDock.bars - 1);
  };
}

/** Ops made before the stored cart was read, replayed on top of it (cartStoreHydrate). */
const early: CartOp[] = [];
let earlyFutureOrderOpen: boolean | null = null;
let persist: typeof CartPersist | null = null;
let hydrating: Promise<void> | null = null;
/** JSON of what storage holds, as far as this tab knows: equal state is not written again */
let storedJson: string | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;

/** §4.5 sets the cart: emptied, its future-order data resets; a gone pending removal drops. */
function cartStoreSet(cart: Cart): void {
  const wasFilled = cartStore.cart.items.length > 0;
  cartStore.cart = cart;
  if (cart.items.length === 0) {
    cartStore.futureOrderOpen = false;
    // §4.5 the scheduled time goes with the last item (a time chosen before any item stays)
    if (wasFilled && deliveryStore.future !== null) deliverySetFuture(null);
  } else cartPresenceMark();
  const pending = cartStore.pendingRemoval;
  if (pending !== null && !cartOrders(cart).has(pending)) cartStore.pendingRemoval = null;
}

/** Applies an op through the engine; bad input (RangeError) leaves the state as it was. */
function cartStoreApply(op: CartOp): boolean {
  let next: Cart;
  try {
    next = cartOpApply(cartStore.cart, op);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
  if (!cartStore.hydrated) early.push(op);
  cartStoreSet(next);
  return true;
}

function cartStoreFlush(): void {
  saveTimer = null;
  if (persist === null || !cartStore.hydrated) return;
  const json = persist.cartStoredJson(cartStore);
  if (json === storedJson) return;
  if (persist.cartPersistSave(localStore(), json)) storedJson = json;
}

// one write per tick at most: changes in the same task share one save
subscribe(
  cartStore,
  () => {
    if (persist !== null && cartStore.hydrated && saveTimer === null) {
      saveTimer = setTimeout(cartStoreFlush, 0);
    }
  },
  true,
);

/** §4.5 takes what another tab stored; its change is newer than a save still pending here. */
function cartStoreReload(loader: typeof CartPersist): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  const result = loader.cartPersistLoad(localStore());
  const stored =
    result.status === 'ok' ? result.stored : { cart: cartEmpty(), futureOrderOpen: false };
  storedJson = loader.cartStoredJson(stored);
  cartStoreSet(stored.cart);
  cartStore.futureOrderOpen = stored.futureOrderOpen;
  if (result.status === 'corrupt') cartStore.storageError = true;
}

function cartStoreOnStorage(event: StorageEvent): void {
  if (persist === null || (event.storageArea !== null && event.storageArea !== localStore()))
    return;
  if (event.key === persist.CART_STORAGE_KEY || event.key === null) cartStoreReload(persist);
}

async function cartStoreHydrateOnce(): Promise<void> {
  const loader = await import('./cart-persist');
  const result = loader.cartPersistLoad(localStore());
  const stored = result.status === 'ok' ? result.stored : null;
  const base = stored?.cart ?? cartEmpty();
  storedJson = stored === null ? null : loader.cartStoredJson(stored);
  const { cart, map } = cartReplay(base, early);
  const pending = cartStore.pendingRemoval === null ? null : map(cartStore.pendingRemoval);
  early.length = 0;
  persist = loader;
  cartStore.futureOrderOpen = earlyFutureOrderOpen ?? stored?.futureOrderOpen ?? false;
  cartStore.pendingRemoval = pending;
  cartStoreSet(cart);
  if (result.status === 'corrupt') cartStore.storageError = true;
  cartStore.hydrated = true;
  if (typeof window !== 'undefined') window.addEventListener('storage', cartStoreOnStorage);
}

/**
 * §4.5 reads the encrypted cart (loading crypto-js and the cart schema on demand) and from
 * then on saves every change and follows other tabs. Actions taken before are replayed on
 * top of the stored cart. Call it after the first render; later calls share the first. If
 * the persistence code cannot load, it rejects, nothing is saved, and a later call retries.
 */
export function cartStoreHydrate(): Promise<void> {
  hydrating ??= cartStoreHydrateOnce().catch((error: unknown) => {
    hydrating = null;
    throw error;
  });
  return hydrating;
}

/** §4.5 adds `quantity` units of a product (cartAdd); false when the engine turns it down. */
export function cartStoreAdd(
  product: MenuProduct,
  quantity: number,
  config: CartAddConfig = {},
): boolean {
  return cartStoreApply({ kind: 'add', product, quantity, config: cartCopy(config) });
}

/** §4.5 sets how many units a cart view line holds (cartQuantitySet); false on bad input. */
export function cartStoreSetQuantity(addedOrders: readonly number[], quantity: number): boolean {
  return cartStoreApply({ kind: 'quantity', addedOrders: [...addedOrders], quantity });
}

/**
 * §4.5 removal of a row or unit: when cartRemoveNeedsConfirmation says so it waits for the
 * confirmation dialog ('pending'), otherwise it is removed with its cascade ('removed').
 */
export function cartStoreRequestRemove(addedOrder: number): 'removed' | 'pending' {
  if (cartRemoveNeedsConfirmation(cartStore.cart, addedOrder)) {
    cartStore.pendingRemoval = addedOrder;
    return 'pending';
  }
  cartStoreApply({ kind: 'remove', addedOrder });
  return 'removed';
}

/** §4.5 what a removal took, for 'Deshacer': the cart before it and the orders it removed. */
export interface CartRemoval {
  before: Cart;
  removed: number[];
}

/**
 * §4.5 removes a cart view line, its units newest first. A unit a promotion depends on stops
 * there and waits for the confirmation dialog ('pending': no undo is offered); otherwise the
 * removal is returned for 'Deshacer'.
 */
export function cartStoreRemoveLine(addedOrders: readonly number[]): CartRemoval | 'pending' {
  const before = cartCopy(cartStore.cart);
  for (const order of [...addedOrders].sort((a, b) => b - a)) {
    if (cartStoreRequestRemove(order) === 'pending') return 'pending';
  }
  return { before, removed: cartRemovedOrders(before, cartStore.cart) };
}

/** §4.5 'Deshacer': the removed rows and units go back in place; false when they cannot. */
export function cartStoreUndoRemove(removal: CartRemoval): boolean {
  const cart = cartRestore(cartStore.cart, removal.before, removal.removed);
  return cart !== null && cartStoreApply({ kind: 'replace', cart: cartCopy(cart) });
}

/**
 * §4.5 saves an edited bag line: its units take the new configuration in place (same order
 * and position) and the line holds `quantity` units; false when the engine turns it down.
 */
export function cartStoreEditLine(
  addedOrders: readonly number[],
  unit: CartUnitConfig,
  quantity: number,
): boolean {
  const config = cartCopy(unit);
  return cartStoreApply({ kind: 'edit', addedOrders: [...addedOrders], unit: config, quantity });
}

/** §4.5 'Editar' on a bag line: its product page opens with the line's configuration. */
export function cartStoreEditStart(line: CartLineEditing): void {
  cartStore.editing = { menuId: line.menuId, addedOrders: [...line.addedOrders] };
}

/** §4.5 the edit was saved or left. */
export function cartStoreEditEnd(): void {
  cartStore.editing = null;
}

/** §4.5 the confirmation dialog's accept: removes the pending row and what hangs from it. */
export function cartStoreConfirmRemove(): void {
  const addedOrder = cartStore.pendingRemoval;
  cartStore.pendingRemoval = null;
  if (addedOrder !== null) cartStoreApply({ kind: 'remove', addedOrder });
}

/** §4.5 the confirmation dialog's cancel: the cart stays as it is. */
export function cartStoreCancelRemove(): void {
  cartStore.pendingRemoval = null;
}

/** §4.5 empties the cart: the added-order counter and future-order data reset. */
export function cartStoreClear(): void {
  cartStoreApply({ kind: 'clear' });
}

/** §4.5 puts a revalidated cart in place (invalid items removed, prices refreshed). */
export function cartStoreReplace(cart: Cart): void {
  cartStoreApply({ kind: 'replace', cart: cartCopy(cart) });
}

/**
 * §3.4 isPedidoFuturoOpen; the cart emptying resets it (§4.5).
 * @internal no screen opens the future-order state yet; tests set it to see it reset
 */
export function cartStoreSetFutureOrderOpen(open: boolean): void {
  if (!cartStore.hydrated) earlyFutureOrderOpen = open;
  cartStore.futureOrderOpen = open;
}

/**
 * §4.5 the customer has read the notice about the reset cart.
 * @internal no screen dismisses the notice yet (it goes with a reload); tests use it
 */
export function cartStoreDismissStorageError(): void {
  cartStore.storageError = false;
}
