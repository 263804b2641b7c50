import type { ProductId } from '../product-id';

/** §3.3 what a tap on the heart asks of the account: keep the product, or let it go. */
export type FavoriteChangeKind = 'add' | 'remove';

/** §3.3 one change made on the device and not yet confirmed by the server. */
export interface FavoriteChange {
  productId: ProductId;
  kind: FavoriteChangeKind;
}

/** §3.3 whether `productId` is among the favourites. */
export function favoritesHas(ids: readonly ProductId[], productId: ProductId): boolean {
  return ids.includes(productId);
}

/** §3.3 / §3.9 the change a tap on the heart makes: remove a favourite, add anything else. */
export function favoritesToggleChange(
  ids: readonly ProductId[],
  productId: ProductId,
): FavoriteChange {
  return { productId, kind: favoritesHas(ids, productId) ? 'remove' : 'add' };
}

/**
 * §3.3 a change joins the queue. Each change is idempotent and concerns one product, so
 * only a product's last change matters: it replaces an earlier one and goes last, and
 * repeated taps never queue more than one change per product.
 */
export function favoritesQueue(
  pending: readonly FavoriteChange[],
  change: FavoriteChange,
): FavoriteChange[] {
  return [...pending.filter((c) => c.productId !== change.productId), change];
}

/**
 * §3.3 a change the server confirmed leaves the queue, unless a later tap replaced it with
 * the other one while it was on its way (that one is still to send).
 */
export function favoritesSent(
  pending: readonly FavoriteChange[],
  sent: FavoriteChange,
): FavoriteChange[] {
  return pending.filter((c) => !(c.productId === sent.productId && c.kind === sent.kind));
}

/**
 * §3.3 the favourites shown: the server's list (newest first) with the changes not yet
 * sent applied on top, in order: an addition goes first when not already there, a removal
 * takes the product out.
 */
export function favoritesMerge(
  server: readonly ProductId[],
  pending: readonly FavoriteChange[],
): ProductId[] {
  let ids = [...new Set(server)];
  for (const change of pending) {
    if (change.kind === 'remove') ids = ids.filter((id) => id !== change.productId);
    else if (!ids.includes(change.productId)) ids = [change.productId, ...ids];
  }
  return ids;
}
