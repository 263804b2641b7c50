import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import type { Catalogs, Shop } from '../../domain/catalogs';
import type { GeoPoint } from '../../domain/geo/geo-point';
import type { PickupOptionCode } from '../../domain/shops/shop-pickup-options';
import { ShopList } from './shop-list';
import { ShopPickerFilters } from './shop-picker-filters';
import { ShopPickerSkeleton } from './shop-picker-skeleton';
import { ShopPickupDialog } from './shop-pickup-dialog';
import { ShopsNearby } from './shops-nearby';
import { useShopHighlight } from './use-shop-highlight';
import { useShopPickupAsk } from './use-shop-pickup-ask';
import { useShopsFilter } from './use-shops-filter';
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

/**
 * §2.11 / §5.6 the shop picker over the loaded catalogues: the filters (`useShopsFilter`), how
 * many shops they list, the nearby shops, the map (a shop picked on it is highlighted:
 * `useShopHighlight`), the cards, and the pickup option's question (`useShopPickupAsk`).
 */
function ShopPickerLoaded({
  catalogs,
  origin,
  selectedId,
  onChoose,
  chooseLabel,
  headingLevel = 2,
  renderMap,
}: ShopPickerProps & { catalogs: Catalogs }) {
  const filter = useShopsFilter(catalogs, origin);
  const { items, activeQuery } = filter;
  const { highlightedId, selectOnMap, listRef } = useShopHighlight();
  const pickup = useShopPickupAsk((shop, pickupOption) => onChoose({ shop, pickupOption }));
  const now = useServerNow();

  return (
    <div className="shop-picker">
      <ShopPickerFilters
        cities={filter.cities}
        cityCode={filter.cityCode}
        onCityChange={filter.setCityCode}
        query={filter.query}
        onQueryChange={filter.setQuery}
      />
      <p className="shop-picker__status" role="status" aria-live="polite">
        {listStatus(items.length)}
      </p>
      {activeQuery === '' ? <ShopsNearby /> : null}
      {renderMap ? (
        <div className="shop-picker__map">
          {renderMap(filter.listedShops, highlightedId ?? selectedId, selectOnMap)}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ShopList
          items={items}
          catalogs={catalogs}
          now={now}
          headingLevel={headingLevel}
          chooseLabel={chooseLabel}
          selectedId={selectedId}
          highlightedId={highlightedId}
          listRef={listRef}
          onChoose={pickup.choose}
        />
      ) : null}
      {pickup.asking ? (
        <ShopPickupDialog shop={pickup.asking} onClose={pickup.cancel} onConfirm={pickup.confirm} />
      ) : null}
    </div>
  );
}
