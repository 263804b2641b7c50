import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { blocksQueryOptions } from '../../api/cart/get-bloqueos';
import { menuQueryOptions } from '../../api/menu/get-data';
import type { OrderDetail } from '../../api/order/order-by-hash';
import type { CartBlocks } from '../../domain/cart/cart-blocked';
import { cartReorderPlan, type CartReorderPlan } from '../../domain/cart/cart-reorder';
import { deliveryModeShopId } from '../../domain/delivery/delivery-mode';
import { cartStoreAdd } from '../../stores/cart';
import { deliveryStore } from '../../stores/delivery';
import { toastPush } from '../../stores/ui';

/** What 'Repetir pedido' offers: the one tap, whether it is working, and what it could not add. */
export interface Reorder {
  run: () => Promise<void>;
  busy: boolean;
  /** set when something was left out: the report the dialog shows */
  report: CartReorderPlan | null;
  close: () => void;
  openBag: () => void;
}

/**
 * §4.5 'Repetir pedido': the order's lines rebuilt against today's menu (cartReorderPlan)
 * and the store's blocks when a store is chosen (offline: the bag's own checks catch them
 * later), added to the bag, then the bag opens; when something was left out the report
 * says what first, and its button opens the bag.
 */
export function useReorder(order: OrderDetail): Reorder {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<CartReorderPlan | null>(null);
  const openBag = () => {
    setReport(null);
    void navigate({ to: '/cart' });
  };

  const run = async () => {
    setBusy(true);
    try {
      // today's menu and blocks when online (a fetch offline would wait for the connection)
      const online = onlineManager.isOnline();
      const known = () => queryClient.ensureQueryData(menuQueryOptions());
      const menu = online
        ? await queryClient.fetchQuery({ ...menuQueryOptions(), staleTime: 0 }).catch(known)
        : await known();
      const shopId = deliveryModeShopId(deliveryStore);
      let blocks: CartBlocks | null = null;
      try {
        if (online)
          blocks = await queryClient.fetchQuery(blocksQueryOptions({ shopId, itemCount: 0 }));
      } catch {
        blocks = null;
      }
      const plan = cartReorderPlan(order.sentLines, { menu, blocks, kind: deliveryStore.kind });
      for (const add of plan.adds) cartStoreAdd(add.product, add.quantity, add.config);
      if (plan.problems.length > 0 || plan.count === 0) setReport(plan);
      else {
        if (plan.repriced.length > 0) toastPush('info', 'Los precios se actualizaron a los de hoy');
        openBag();
      }
    } catch {
      toastPush('error', 'No pudimos cargar el menú. Inténtalo de nuevo.');
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, report, close: () => setReport(null), openBag };
}
