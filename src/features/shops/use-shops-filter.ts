import { useMemo, useState } from 'react';
import type { Catalogs } from '../../domain/catalogs';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { SHOP_CITY_ALL, shopCityEntries } from '../../domain/shops/shop-city-entries';
import {
  SHOPS_SEARCH_DEBOUNCE_MS,
  shopsList,
  shopsQueryReady,
} from '../../domain/shops/shops-list';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/**
 * §2.11 / §5.6 the shops list's filters and what they list: the city chosen in the dropdown
 * (all, or one of the cities with shops) and the search typed (applied after a pause once it
 * has 3 characters), nearest first from `origin` when it is known.
 */
export function useShopsFilter(catalogs: Catalogs, origin: GeoPoint | null) {
  const [cityCode, setCityCode] = useState(SHOP_CITY_ALL);
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SHOPS_SEARCH_DEBOUNCE_MS);
  // under 3 characters every shop shows at once, not after the debounce
  const activeQuery = shopsQueryReady(query) ? debounced : '';

  const cities = useMemo(
    () => shopCityEntries(catalogs.cities, catalogs.shops),
    [catalogs.cities, catalogs.shops],
  );
  // a city gone from the catalogues since it was chosen falls back to all
  const activeCity = cities.some((c) => c.id === cityCode) ? cityCode : SHOP_CITY_ALL;
  const items = useMemo(
    () => shopsList(catalogs.shops, { cityCode: activeCity, query: activeQuery, origin }),
    [catalogs.shops, activeCity, activeQuery, origin],
  );
  const listedShops = useMemo(() => items.map((item) => item.shop), [items]);

  return {
    cities,
    cityCode: activeCity,
    setCityCode,
    query,
    setQuery,
    activeQuery,
    items,
    listedShops,
  };
}
