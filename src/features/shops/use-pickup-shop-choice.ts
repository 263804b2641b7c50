import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { shopTitle } from '../../domain/shops/shop-labels';
import { deliveryChooseShop, deliveryStore } from '../../stores/delivery';
import { returnToSet, toastPush, uiStore } from '../../stores/ui';
import type { ShopChoice } from './shop-picker';

/** §2.11 / §4.2 the pickup shop of the delivery choice, and how the shops page sets it. */
export interface PickupShopChoice {
  /** the shop chosen for pickup, null when none (or delivery to an address) */
  selectedId: number | null;
  /** pickup there: 'Retirarás tu pedido en {shop}', then back to the remembered page or / */
  choose: (choice: ShopChoice) => void;
}

/** §2.11 / §2.3 choosing a shop from the shops page sets pickup and returns where it came from. */
export function usePickupShopChoice(): PickupShopChoice {
  const navigate = useNavigate();
  const delivery = useSnapshot(deliveryStore);
  const selectedId = delivery.kind === 'shop' ? (delivery.pickup?.shopId ?? null) : null;
  const choose = useCallback(
    ({ shop, pickupOption }: ShopChoice) => {
      const shopName = shopTitle(shop);
      deliveryChooseShop({ shopId: shop.id, shopName, pickupOption });
      toastPush('success', `Retirarás tu pedido en ${shopName}`);
      const target = uiStore.returnTo ?? '/';
      returnToSet(null);
      void navigate({ href: target });
    },
    [navigate],
  );
  return { selectedId, choose };
}
