import type { City, Department, Shop } from '../catalogs';

/** §2.11 the card title: the shop's name, or its description when it has no name. */
export function shopTitle(shop: Pick<Shop, 'name' | 'description'>): string {
  const name = shop.name.trim();
  return name === '' ? shop.description.trim() : name;
}

/** §2.11 'city | region' by name, each falling back to its code when the catalogue lacks it. */
export function shopPlaceLine(
  shop: Pick<Shop, 'cityCode' | 'regionCode'>,
  cities: readonly City[],
  departments: readonly Department[],
): string {
  const city = cities.find((c) => c.code === shop.cityCode)?.name || shop.cityCode;
  const region = departments.find((d) => d.code === shop.regionCode)?.name || shop.regionCode;
  return `${city} | ${region}`;
}

/** §3.2 the computed shop distance as shown on a card: 'a 2.3 km' (one decimal). */
export function shopDistanceText(distanceKm: number): string {
  return `a ${distanceKm.toFixed(1)} km`;
}
