import type { City, Shop } from '../catalogs';

/** §3.2 the city code that means every city (and the system city left out of the list). */
export const SHOP_CITY_ALL = 'SYS';
/** §2.11 the first entry of the city dropdown, with the spec's spelling word for word. */
export const SHOP_CITY_ALL_NAME = 'Todas las ciudadades';

/** §3.2 City entry: the city code, its name and how many shops it has. */
export interface ShopCityEntry {
  id: string;
  name: string;
  count: number;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * §2.11 / §3.2 the city dropdown: 'Todas las ciudadades' with every shop, then each city
 * that has shops (not the one coded SYS), by name.
 */
export function shopCityEntries(cities: readonly City[], shops: readonly Shop[]): ShopCityEntry[] {
  const counts = new Map<string, number>();
  for (const shop of shops) counts.set(shop.cityCode, (counts.get(shop.cityCode) ?? 0) + 1);
  const seen = new Set<string>();
  const entries: ShopCityEntry[] = [];
  for (const city of cities) {
    const count = counts.get(city.code) ?? 0;
    if (city.code === SHOP_CITY_ALL || count === 0 || seen.has(city.code)) continue;
    seen.add(city.code);
    entries.push({ id: city.code, name: city.name, count });
  }
  entries.sort((a, b) => collator.compare(a.name, b.name));
  return [{ id: SHOP_CITY_ALL, name: SHOP_CITY_ALL_NAME, count: shops.length }, ...entries];
}
