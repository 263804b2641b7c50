import { lazy, Suspense, type ReactNode } from 'react';
import type { Shop } from '../../domain/catalogs';
import { shopTitle } from '../../domain/shops/shop-labels';

const ShopsMap = lazy(() =>
  import('../../ui/map/shops-map').then((m) => ({ default: m.ShopsMap })),
);

/**
 * §2.11 the map of the listed shops, for ShopPicker's `renderMap`: the map library loads
 * only when a shops list is shown; shops without coordinates stay off the map.
 */
export function shopsMapSlot(
  shops: readonly Shop[],
  selectedId: number | null,
  onSelect: (id: number) => void,
): ReactNode {
  const placed = shops.flatMap((s) =>
    s.latitude === null || s.longitude === null
      ? []
      : [{ id: s.id, name: shopTitle(s), latitude: s.latitude, longitude: s.longitude }],
  );
  return (
    <Suspense fallback={<div className="map-skeleton">Cargando mapa…</div>}>
      <ShopsMap shops={placed} selectedId={selectedId} onSelect={onSelect} />
    </Suspense>
  );
}
