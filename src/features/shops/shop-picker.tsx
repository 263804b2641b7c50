import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import type { Catalogs, Shop } from '../../domain/catalogs';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { SHOP_CITY_ALL, shopCityEntries } from '../../domain/shops/shop-city-entries';
import { shopPickupOptions, type PickupOptionCode } from '../../domain/shops/shop-pickup-options';
import {
  SHOPS_SEARCH_DEBOUNCE_MS,
  shopsList,
  shopsQueryReady,
} from '../../domain/shops/shops-list';
import { ShopCard } from './shop-card';
import { ShopPickerFilters } from './shop-picker-filters';
import { ShopPickerSkeleton } from './shop-picker-skeleton';
import { ShopPickupDialog } from './shop-pickup-dialog';
import { ShopsNearby } from './shops-nearby';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useServerNow } from '../../api/menu/use-server-now';
import './shops.css';

/** §2.11 / §3.2 a chosen shop and how the order is collected there. */
export interface ShopChoice {
  shop: Shop;
  pickupOption: PickupOptionCode;
}

export interface ShopPickerProps {
  /** the customer's position, for distances and the nearest-first order; null when unknown */
  origin: GeoPoint | null;
  /** the shop already chosen, marked on its card */
  selectedId: number | null;
  onChoose: (choice: ShopChoice) => void;
  /** the card button's text, e.g. 'Retirar aquí' */
  chooseLabel: string;
  /** level of the card titles */
  headingLevel?: 2 | 3;
  /** draws the listed shops on a map; `onSelect` brings a shop's card into view */
  renderMap?: (
    shops: Shop[],
    selectedId: number | null,
    onSelect: (id: number) => void,
  ) => ReactNode;
}

/** §5.6 '18 tiendas', or the empty state. */
function listStatus(count: number): string {
  if (count === 0) return 'No encontramos tiendas con esa búsqueda';
  return count === 1 ? '1 tienda' : `${count} tiendas`;
}

/**
 * §2.11 / §5.6 the shops list with its city dropdown and search box, an optional map and a
 * card per shop; choosing a shop with several pickup options asks which one first.
 */
export function ShopPicker(props: ShopPickerProps) {
  const catalogs = useQuery(catalogosQueryOptions());
  // cached catalogues stay on screen even when a refetch fails
  if (catalogs.data) return <ShopPickerLoaded {...props} catalogs={catalogs.data} />;
  if (catalogs.isPending || catalogs.isFetching) return <ShopPickerSkeleton />;
  // §8.2 a failed catalogue load comes back as null, or as an error
  return (
    <div className="shop-picker__error" role="alert">
      <p>Lo sentimos, no pudimos cargar las tiendas.</p>
      <button type="button" className="button" onClick={() => void catalogs.refetch()}>
        Reintentar
      </button>
    </div>
  );
}

function ShopPickerLoaded({
  catalogs,
  origin,
  selectedId,
  onChoose,
  chooseLabel,
  headingLevel = 2,
  renderMap,
}: ShopPickerProps & { catalogs: Catalogs }) {
  const [cityCode, setCityCode] = useState(SHOP_CITY_ALL);
  const [query, setQuery] = useState('');
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [pickupShop, setPickupShop] = useState<Shop | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const now = useServerNow();
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

  const selectOnMap = useCallback((id: number) => setHighlightedId(id), []);

  useEffect(() => {
    if (highlightedId === null) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-shop-id="${highlightedId}"]`);
    card?.scrollIntoView?.({ block: 'nearest' });
    card?.focus({ preventScroll: true });
  }, [highlightedId]);

  function choose(shop: Shop) {
    const options = shopPickupOptions(shop);
    if (options.length === 1) onChoose({ shop, pickupOption: options[0]!.code });
    else setPickupShop(shop);
  }

  return (
    <div className="shop-picker">
      <ShopPickerFilters
        cities={cities}
        cityCode={activeCity}
        onCityChange={setCityCode}
        query={query}
        onQueryChange={setQuery}
      />
      <p className="shop-picker__status" role="status" aria-live="polite">
        {listStatus(items.length)}
      </p>
      {activeQuery === '' ? <ShopsNearby /> : null}
      {renderMap ? (
        <div className="shop-picker__map">
          {renderMap(listedShops, highlightedId ?? selectedId, selectOnMap)}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="shop-grid" ref={listRef}>
          {items.map((item) => (
            <li key={item.shop.id}>
              <ShopCard
                item={item}
                cities={catalogs.cities}
                departments={catalogs.departments}
                now={now}
                headingLevel={headingLevel}
                chooseLabel={chooseLabel}
                selected={item.shop.id === selectedId}
                highlighted={item.shop.id === highlightedId}
                onChoose={() => choose(item.shop)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {pickupShop ? (
        <ShopPickupDialog
          shop={pickupShop}
          onClose={() => setPickupShop(null)}
          onConfirm={(pickupOption) => {
            setPickupShop(null);
            onChoose({ shop: pickupShop, pickupOption });
          }}
        />
      ) : null}
    </div>
  );
}
