import { useState } from 'react';
import type { Shop } from '../../domain/catalogs';
import { shopPickupOptions, type PickupOptionCode } from '../../domain/shops/shop-pickup-options';

/**
 * §3.2 choosing a shop: one with a single pickup option is chosen at once; for one with
 * several, the dialog asks which (`asking`) before it is chosen.
 */
export function useShopPickupAsk(onChoose: (shop: Shop, pickupOption: PickupOptionCode) => void) {
  const [asking, setAsking] = useState<Shop | null>(null);
  return {
    asking,
    choose: (shop: Shop) => {
      const options = shopPickupOptions(shop);
      if (options.length === 1) onChoose(shop, options[0]!.code);
      else setAsking(shop);
    },
    cancel: () => setAsking(null),
    confirm: (pickupOption: PickupOptionCode) => {
      if (asking === null) return;
      setAsking(null);
      onChoose(asking, pickupOption);
    },
  };
}
