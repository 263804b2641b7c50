import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { blocksQueryOptions } from '../../api/cart/get-bloqueos';
import { itemHoursQueryOptions } from '../../api/cart/check-hr';
import { suggestedSaleQueryOptions } from '../../api/cart/get-vs';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import type { Cart } from '../../domain/cart/cart';
import { cartBlockedEntries, type CartBlocks } from '../../domain/cart/cart-blocked';
import { cartSuggestedSaleOffer } from '../../domain/cart/cart-suggested-sale';
import { cartValidity, type CartValidityDelivery } from '../../domain/cart/cart-validity';
import type { CartDeliveryKind } from '../../domain/cart/cart-validity-checks';
import { cartView } from '../../domain/cart/cart-view';
import type { MenuProduct } from '../../domain/menu';
import { productIsVisible } from '../../domain/menu-visibility';
import { serverNow } from '../../domain/server-time';
import { deliveryStore } from '../../stores/delivery';
import { useMinuteClock } from '../../ui/use-minute-clock';
import { useMenu } from '../menu/use-menu';

const NO_BLOCKS: CartBlocks = { products: [], options: [] };

/**
 * §4.2 the delivery mode chosen with the service selector. Choice until the delivery
 * screens land: no address or shop is picked yet, so the address counts as valid and the
 * chain's own hours apply; the checkout asks for both.
 */
function deliveryOf(kind: CartDeliveryKind): CartValidityDelivery {
  return { kind, address: 'valid', shopHours: [] };
}

/**
 * §5.3 / §4.7 / §2.7 everything the cart is checked against, gathered from the server:
 * blocks (data/getBloqueos, refetched when the item count changes), item hours
 * (data/checkHr), the geo-allowed list and the suggestions (data/getVS), at server time.
 * A call that fails (offline) restricts nothing here; the order save checks again.
 */
export function useCartChecks(cart: Cart) {
  const { menu, ctx } = useMenu();
  const { data: time } = useSuspenseQuery(serverTimeQueryOptions());
  const deviceNow = useMinuteClock();
  const { kind, shopId } = useSnapshot(deliveryStore);
  const delivery = deliveryOf(kind);
  const view = useMemo(() => cartView(cart), [cart]);
  const menuIds = useMemo(() => cart.items.map((item) => item.menuId), [cart]);
  const some = menuIds.length > 0;
  const blocks = useQuery({
    ...blocksQueryOptions({ shopId, itemCount: view.count }),
    enabled: some,
  });
  const hours = useQuery({
    ...itemHoursQueryOptions({ menuIds, futureOrderAt: null }),
    enabled: some,
  });
  const sale = useQuery({
    ...suggestedSaleQueryOptions({ menuIds, shopId }),
    enabled: some,
  });

  const now = serverNow(time.offsetMs, deviceNow);
  const blockList = blocks.data ?? NO_BLOCKS;
  const validity = cartValidity({
    cart,
    menu,
    delivery,
    blocks: blockList,
    itemSchedules: hours.data ?? menu.schedules,
    // §5.3 geo limits are the delivery place's: with no place chosen nothing is limited yet
    geoAllowedMenuIds: shopId === null ? null : (sale.data?.geoAllowedMenuIds ?? null),
    futureOrderAt: null,
    now,
  });
  const blocked = cartBlockedEntries(cart, blockList, kind);
  // §4.6 suggestions are products on the menu the customer may see
  const offered = (sale.data?.suggestions ?? [])
    .map((s) => menu.products.find((p) => p.id === s.menuId))
    .filter((p): p is MenuProduct => p !== undefined && productIsVisible(p, ctx));
  const suggestions = cartSuggestedSaleOffer(cart, offered);

  return {
    view,
    validity,
    blocked,
    suggestions,
    /** the checks that can change the verdict are on their way (offline they wait: not loading) */
    loading:
      some &&
      ((blocks.isPending && blocks.fetchStatus === 'fetching') ||
        (hours.isPending && hours.fetchStatus === 'fetching')),
    /** §4.3 on from the cart: the service first, then the place (the checkout needs both) */
    nextPath: kind === 'none' ? ('/opt-delivery' as const) : ('/delivery' as const),
    refetchBlocks: () => void blocks.refetch(),
  };
}
