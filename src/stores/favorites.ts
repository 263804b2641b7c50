import { proxy, subscribe } from 'valtio/vanilla';
import { ApiError } from '../api/api-error';
import { clienteFavoritos, clienteUpdateFavorito } from '../api/cliente/favorites';
import { sessionStore } from '../api/session';
import { sessionAccountOf } from '../api/session-account';
import {
  favoritesMerge,
  favoritesQueue,
  favoritesSent,
  favoritesToggleChange,
  type FavoriteChange,
} from '../domain/favorites/favorites-merge';
import type { ProductId } from '../domain/product-id';
import { FAVORITE_LIMITS, FAVORITE_MESSAGES } from '../protocol/customer-favorite';
import {
  FAVORITES_STORAGE_KEY,
  favoritesRestore,
  favoritesStored,
  type FavoritesRecord,
} from './favorites-storage';
import { toastPush } from './ui';

/** §3.3 the favourites of the customer logged in on this device. */
export interface FavoritesState {
  /** the account they are of (its token's subject); null while nobody is logged in */
  account: string | null;
  /** what the customer sees: the server's list with the changes not yet sent on top */
  ids: ProductId[];
  /** the server's list as last read, newest first */
  server: ProductId[];
  /** changes made on the device, in order, not yet confirmed by the server */
  pending: FavoriteChange[];
  /** the server's list was read at least once on this device for this account */
  known: boolean;
}

const empty = () => ({ ids: [], server: [], pending: [], known: false });

/** §3.3 the favourites; change them through the functions below. */
export const favoritesStore = proxy<FavoritesState>({ account: null, ...empty() });

function load(account: string | null): void {
  const stored = account === null ? null : favoritesRestore(account);
  const record: FavoritesRecord = stored ?? { server: [], pending: [], known: false };
  Object.assign(favoritesStore, {
    account,
    server: record.server,
    pending: record.pending,
    known: record.known,
    ids: favoritesMerge(record.server, record.pending),
  });
}

subscribe(favoritesStore, () => {
  const { account, server, pending, known } = favoritesStore;
  if (account !== null) favoritesStored({ account, server, pending, known });
});

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const sessionAccount = () => sessionAccountOf(sessionStore.accessToken);

let logoutHooked = false;

/**
 * §4.1 a logout clears the favourites: the hook is added once someone is logged in, and its
 * module (with everything a logout clears) is loaded then, never for a guest's heart.
 */
function logoutHook(): void {
  if (logoutHooked) return;
  logoutHooked = true;
  void import('./account-logout').then(({ accountLogoutHookAdd }) =>
    accountLogoutHookAdd(favoritesClear),
  );
}

/** Another customer (or nobody) is now logged in: show that account's favourites, if any. */
function bind(): void {
  const account = sessionAccount();
  if (account === favoritesStore.account) return;
  load(account);
  if (account !== null) logoutHook();
  void favoritesSync();
}

let sending: Promise<void> | null = null;
let again = false;

/** One pass: the waiting changes in order, then the server's list. */
async function syncOnce(): Promise<void> {
  const account = favoritesStore.account;
  if (account === null || account !== sessionAccount() || !online()) return;
  for (let change = favoritesStore.pending[0]; change; change = favoritesStore.pending[0]) {
    try {
      await clienteUpdateFavorito(change.productId, change.kind);
    } catch (error) {
      // a refusal ('02': the product left the menu, too many) is final and was toasted;
      // anything else (no connection, the session ended) waits for the next occasion
      const refused = error instanceof ApiError && /^\d\d$/.test(error.code);
      if (!refused) return;
    }
    if (favoritesStore.account !== account) return;
    favoritesStore.pending = favoritesSent(favoritesStore.pending, { ...change });
  }
  const server = await clienteFavoritos().catch(() => null);
  if (server === null || favoritesStore.account !== account) return;
  favoritesStore.server = server;
  favoritesStore.known = true;
  favoritesStore.ids = favoritesMerge(server, favoritesStore.pending);
}

/**
 * §3.3 sends the changes made on the device, in order (each idempotent), then takes the
 * server's list as the favourites with whatever is still waiting applied on top. Does
 * nothing offline or for a guest; one pass at a time (a call during one runs another).
 */
export function favoritesSync(): Promise<void> {
  if (sending !== null) {
    again = true;
    return sending;
  }
  sending = (async () => {
    do {
      again = false;
      await syncOnce();
    } while (again);
  })().finally(() => {
    sending = null;
  });
  return sending;
}

let started = false;

/**
 * §3.3 favourites follow the session: loaded for the account logged in (what was kept on
 * this device for it) and synced then, at each login and when the device is back online.
 * Safe to call many times (every heart calls it); favoritesSync refreshes on demand.
 */
export function favoritesStart(): void {
  if (!started) {
    started = true;
    subscribe(sessionStore, bind);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => void favoritesSync());
      window.addEventListener('storage', (event) => {
        if (event.key === null || event.key === FAVORITES_STORAGE_KEY) load(favoritesStore.account);
      });
    }
  }
  bind();
}

/**
 * §3.3 / §3.9 a tap on the heart: a favourite goes, anything else is added (up to
 * FAVORITE_LIMITS.max). Shown at once, kept on the device and sent when possible. Returns
 * false when nobody is logged in (nothing changes: the screen asks the guest to log in).
 */
export function favoritesToggle(productId: ProductId): boolean {
  bind();
  if (favoritesStore.account === null) return false;
  const change = favoritesToggleChange(favoritesStore.ids, productId);
  if (change.kind === 'add' && favoritesStore.ids.length >= FAVORITE_LIMITS.max) {
    toastPush('warning', FAVORITE_MESSAGES.tooMany);
    return true;
  }
  favoritesStore.pending = favoritesQueue(favoritesStore.pending, change);
  favoritesStore.ids = favoritesMerge(favoritesStore.server, favoritesStore.pending);
  void favoritesSync();
  return true;
}

/** §4.1 logout: the favourites leave the device, changes not yet sent included. */
export function favoritesClear(): void {
  favoritesStored(null);
  Object.assign(favoritesStore, { account: null, ...empty() });
}
