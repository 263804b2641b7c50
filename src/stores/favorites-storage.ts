import type { ProductId } from '../domain/product-id';
import type { FavoriteChange } from '../domain/favorites/favorites-merge';
import { localStore } from '../api/browser-storage';

/** §3.9 localStorage key of the logged-in customer's favourites (one account at a time). */
export const FAVORITES_STORAGE_KEY = 'favorites';

/** §3.3 what the device keeps of one account's favourites. */
export interface FavoritesRecord {
  server: ProductId[];
  pending: FavoriteChange[];
  known: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// a stored id is a safe integer, taken as its brand here (productIdParse's rule, without
// its module: this file loads with the heart, and every file of it is first-load weight)
const idOf = (value: unknown): ProductId | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? (value as ProductId) : null;

const idsOf = (value: unknown): ProductId[] =>
  Array.isArray(value) ? value.flatMap((v) => idOf(v) ?? []) : [];

function changesOf(value: unknown): FavoriteChange[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isObject(entry)) return [];
    const productId = idOf(entry.productId);
    const kind = entry.kind === 'add' || entry.kind === 'remove' ? entry.kind : null;
    return productId === null || kind === null ? [] : [{ productId, kind }];
  });
}

/**
 * §3.3 the favourites kept on this device for `account`; null when none are, or when what
 * is kept belongs to another account (never shown to this one). Damaged parts read as empty.
 */
export function favoritesRestore(account: string): FavoritesRecord | null {
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStore()?.getItem(FAVORITES_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isObject(stored) || stored.account !== account) return null;
  return {
    server: idsOf(stored.server),
    pending: changesOf(stored.pending),
    known: stored.known === true,
  };
}

/** §3.3 keeps one account's favourites on the device (null forgets them). */
export function favoritesStored(record: (FavoritesRecord & { account: string }) | null): void {
  const store = localStore();
  if (!store) return;
  try {
    if (record === null) {
      store.removeItem(FAVORITES_STORAGE_KEY);
      return;
    }
    const text = JSON.stringify({
      account: record.account,
      server: record.server,
      pending: record.pending.map(({ productId, kind }) => ({ productId, kind })),
      known: record.known,
    });
    // another tab hears only real changes (it reloads on each)
    if (store.getItem(FAVORITES_STORAGE_KEY) !== text) store.setItem(FAVORITES_STORAGE_KEY, text);
  } catch {
    // storage full or denied: the favourites still live in memory and on the server
  }
}
