import Fuse, { type IFuseOptions } from 'fuse.js';
import type { Shop } from '../catalogs';
import { geoDistanceKm } from '../geo/geo-distance';
import type { GeoPoint } from '../geo/geo-point';
import { normalizeText } from '../slug';
import { SHOP_CITY_ALL } from './shop-city-entries';
import { shopTitle } from './shop-labels';

/** §5.6 the shops search acts from this many characters; fewer show every shop. */
export const SHOPS_SEARCH_MIN_CHARS = 3;
/** §5.6 / §9 input debounce of the shops search. */
export const SHOPS_SEARCH_DEBOUNCE_MS = 350;
/** §5.6 / §9 fuzzy score threshold 35 %: a match scores at most 0.35. */
export const SHOPS_SEARCH_THRESHOLD = 0.35;

/** §2.11 what narrows and orders the list. */
export interface ShopsListFilter {
  /** a city code; 'SYS' means every city */
  cityCode: string;
  query: string;
  /** the customer's position, for distances; null when unknown */
  origin: GeoPoint | null;
}

/** §2.11 / §3.2 one listed shop with its computed distance and search score. */
export interface ShopsListItem {
  shop: Shop;
  /** km from the origin; null without an origin or shop coordinates */
  distanceKm: number | null;
  /** 0 is a perfect match; null when not searching */
  score: number | null;
}

interface ShopDoc {
  shop: Shop;
  name: string;
  searchString: string;
}

const fuseOptions: IFuseOptions<ShopDoc> = {
  keys: ['searchString', 'name'],
  threshold: SHOPS_SEARCH_THRESHOLD,
  // 'Delivery' sits late in 'Restaurante, Delivery, Parqueo' and must match like an early word
  ignoreLocation: true,
  includeScore: true,
};

const indexCache = new WeakMap<readonly Shop[], Fuse<ShopDoc>>();

/** The Fuse index of one shops list, built on first use only. */
function shopsIndexFor(shops: readonly Shop[]): Fuse<ShopDoc> {
  let index = indexCache.get(shops);
  if (!index) {
    const docs = shops.map((shop) => ({
      shop,
      name: normalizeText(shop.name),
      searchString: normalizeText(shop.searchString),
    }));
    index = new Fuse(docs, fuseOptions);
    indexCache.set(shops, index);
  }
  return index;
}

/** §5.6 whether a shops query is long enough to search (3+ characters, spaces aside). */
export function shopsQueryReady(query: string): boolean {
  return normalizeText(query).length >= SHOPS_SEARCH_MIN_CHARS;
}

/** §3.2 distance from the origin in km, null when either side has no coordinates. */
export function shopDistanceKm(shop: Shop, origin: GeoPoint | null): number | null {
  if (!origin || shop.latitude === null || shop.longitude === null) return null;
  return geoDistanceKm(origin, { latitude: shop.latitude, longitude: shop.longitude });
}

/**
 * §5.6 where distances count from: the device's position when it is known (where the
 * customer is now, for a pickup), else the chosen delivery location, else nowhere (null).
 */
export function shopsOrigin(device: GeoPoint | null, chosen: GeoPoint | null): GeoPoint | null {
  return device ?? chosen;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

const byName = (a: ShopsListItem, b: ShopsListItem) =>
  collator.compare(shopTitle(a.shop), shopTitle(b.shop));

// unknown distances go last
const byDistance = (a: ShopsListItem, b: ShopsListItem) =>
  (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || 0;

const byScore = (a: ShopsListItem, b: ShopsListItem) => (a.score ?? 1) - (b.score ?? 1);

/**
 * §2.11 / §5.6 the shops to show: those of the chosen city ('SYS' = all); from 3 characters
 * only those matching the query (fuzzy, case- and accent-insensitive, on the search string
 * and the name, score at most 0.35; none matching gives an empty list). Sorted by score
 * while searching, else by distance when the origin is known (shops without coordinates
 * last), else by name. Ties fall to distance, then name.
 */
export function shopsList(shops: readonly Shop[], filter: ShopsListFilter): ShopsListItem[] {
  const inCity = (shop: Shop) =>
    filter.cityCode === SHOP_CITY_ALL || shop.cityCode === filter.cityCode;
  const item = (shop: Shop, score: number | null): ShopsListItem => ({
    shop,
    distanceKm: shopDistanceKm(shop, filter.origin),
    score,
  });

  if (!shopsQueryReady(filter.query)) {
    const items = shops.filter(inCity).map((shop) => item(shop, null));
    return items.sort((a, b) => (filter.origin ? byDistance(a, b) : 0) || byName(a, b));
  }

  const items = shopsIndexFor(shops)
    .search(normalizeText(filter.query))
    .filter((r) => (r.score ?? 1) <= SHOPS_SEARCH_THRESHOLD && inCity(r.item.shop))
    .map((r) => item(r.item.shop, r.score ?? 0));
  return items.sort((a, b) => byScore(a, b) || byDistance(a, b) || byName(a, b));
}
