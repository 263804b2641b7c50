import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import { useMenu } from '../../api/menu/use-menu';
import { useServerNow } from '../../api/menu/use-server-now';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { shopDistanceText, shopTitle } from '../../domain/shops/shop-labels';
import { shopPickupOptions } from '../../domain/shops/shop-pickup-options';
import { shopsNearestOpen } from '../../domain/shops/shops-nearest-open';
import { ShopPickupDialog } from './shop-pickup-dialog';
import { usePickupShopChoice } from './use-pickup-shop-choice';

interface ShopPickupOfferProps {
  /** the place without coverage the distance counts from */
  origin: GeoPoint;
}

/**
 * §4.2 the way out of a place without coverage: pickup at the nearest shop open now,
 * 'Recoger en {shop} (a 2.3 km)'; a shop with several pickup options asks how first. Nothing
 * while the shops load or when none is open.
 */
export function ShopPickupOffer({ origin }: ShopPickupOfferProps) {
  const catalogs = useQuery(catalogosQueryOptions());
  const { menu } = useMenu();
  const now = useServerNow();
  const pickup = usePickupShopChoice();
  const [asking, setAsking] = useState(false);
  const chainHours = { opening: menu.parameters.openingTime, closing: menu.parameters.closingTime };
  const nearest =
    catalogs.data && now !== null
      ? shopsNearestOpen(catalogs.data.shops, origin, now, chainHours)
      : null;
  if (nearest === null) return null;
  const { shop, distanceKm } = nearest;

  const choose = () => {
    const options = shopPickupOptions(shop);
    if (options.length === 1) pickup.choose({ shop, pickupOption: options[0]!.code });
    else setAsking(true);
  };

  return (
    <div className="shop-pickup-offer">
      <button type="button" className="button button--secondary" onClick={choose}>
        Recoger en {shopTitle(shop)} ({shopDistanceText(distanceKm)})
      </button>
      {asking
        ? // the offer sits in the address form: the dialog's own form goes outside it
          createPortal(
            <ShopPickupDialog
              shop={shop}
              onClose={() => setAsking(false)}
              onConfirm={(pickupOption) => {
                setAsking(false);
                pickup.choose({ shop, pickupOption });
              }}
            />,
            document.body,
          )
        : null}
    </div>
  );
}
