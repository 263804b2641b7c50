import { describe, expect, it } from 'vitest';
import { productIdOf, type ProductId } from '../product-id';
import {
  favoritesHas,
  favoritesMerge,
  favoritesQueue,
  favoritesSent,
  favoritesToggleChange,
  type FavoriteChange,
} from './favorites-merge';

const ids = (...values: number[]): ProductId[] => values.map(productIdOf);
const add = (id: number): FavoriteChange => ({ productId: productIdOf(id), kind: 'add' });
const remove = (id: number): FavoriteChange => ({ productId: productIdOf(id), kind: 'remove' });

/** Taps on the heart as the store makes them: each toggles what the customer now sees. */
function tap(server: ProductId[], pending: FavoriteChange[], id: number): FavoriteChange[] {
  const change = favoritesToggleChange(favoritesMerge(server, pending), productIdOf(id));
  return favoritesQueue(pending, change);
}

describe('favoritesToggleChange (§3.3)', () => {
  it('adds what is not a favourite and removes what is', () => {
    expect(favoritesToggleChange(ids(7), productIdOf(9))).toEqual(add(9));
    expect(favoritesToggleChange(ids(7, 9), productIdOf(9))).toEqual(remove(9));
    expect(favoritesHas(ids(7), productIdOf(7))).toBe(true);
    expect(favoritesHas(ids(7), productIdOf(8))).toBe(false);
  });
});

describe('favoritesMerge (§3.3 the server list with the pending changes on top)', () => {
  it('is the server list, newest first, when nothing waits', () => {
    expect(favoritesMerge(ids(3, 2, 1), [])).toEqual(ids(3, 2, 1));
    expect(favoritesMerge(ids(3, 3, 1), [])).toEqual(ids(3, 1));
  });

  it('puts an addition first and takes a removal out', () => {
    expect(favoritesMerge(ids(3, 1), [add(5)])).toEqual(ids(5, 3, 1));
    expect(favoritesMerge(ids(3, 1), [remove(3)])).toEqual(ids(1));
  });

  it('keeps a server favourite where it is when it is added again', () => {
    expect(favoritesMerge(ids(3, 1), [add(1)])).toEqual(ids(3, 1));
  });

  it('ignores the removal of a product the server does not hold', () => {
    expect(favoritesMerge(ids(3), [remove(8)])).toEqual(ids(3));
  });

  it('add then remove offline: the product is not a favourite and one removal waits', () => {
    let pending = tap(ids(1), [], 5);
    expect(favoritesMerge(ids(1), pending)).toEqual(ids(5, 1));
    pending = tap(ids(1), pending, 5);
    expect(pending).toEqual([remove(5)]);
    expect(favoritesMerge(ids(1), pending)).toEqual(ids(1));
  });

  it('removing a server favourite offline hides it until the server agrees', () => {
    const pending = tap(ids(4, 1), [], 4);
    expect(pending).toEqual([remove(4)]);
    expect(favoritesMerge(ids(4, 1), pending)).toEqual(ids(1));
    // the server's list arrives before the removal was sent: still hidden
    expect(favoritesMerge(ids(9, 4, 1), pending)).toEqual(ids(9, 1));
  });

  it('repeated taps queue one change per product, the last one', () => {
    let pending: FavoriteChange[] = [];
    for (let i = 0; i < 5; i += 1) pending = tap([], pending, 7);
    expect(pending).toEqual([add(7)]);
    pending = tap([], pending, 8);
    pending = tap([], pending, 7);
    expect(pending).toEqual([add(8), remove(7)]);
    expect(favoritesMerge([], pending)).toEqual(ids(8));
  });
});

describe('favoritesQueue and favoritesSent (§3.3 sent in order, each once)', () => {
  it('moves a product’s new change to the end of the queue', () => {
    expect(favoritesQueue([add(1), add(2)], remove(1))).toEqual([add(2), remove(1)]);
  });

  it('drops a confirmed change', () => {
    expect(favoritesSent([add(1), add(2)], add(1))).toEqual([add(2)]);
  });

  it('keeps a later change that replaced the one on its way', () => {
    expect(favoritesSent([add(2), remove(1)], add(1))).toEqual([add(2), remove(1)]);
  });
});
