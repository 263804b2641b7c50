import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { blocksQueryOptions } from '../../api/cart/get-bloqueos';
import { itemHoursQueryOptions } from '../../api/cart/item-hours';
import { suggestedSaleQueryOptions } from '../../api/cart/suggested-sale';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import { useServerNowSuspense } from '../../api/menu/use-server-now';
import type { Cart } from '../../domain/cart/cart';
import { cartBlockedEntries, type CartBlocks } from '../../domain/cart/cart-blocked';
import { cartSuggestedSaleOffer } from '../../domain/cart/cart-suggested-sale';
import { cartValidity, type CartValidityDelivery } from '../../domain/cart/cart-validity';
import {
  deliveryModeAddressCheck,
  deliveryModeReady,
  deliveryModeShopId,
  type DeliveryStateView,
} from '../../domain/delivery/delivery-mode';
import { futureOrderCheckMoment } from '../../domain/schedule/future-order-check-moment';
import { futureOrderLeadMinutes } from '../../domain/schedule/future-order-lead';
import type { ShopHours } from '../../domain/catalogs';
import { cartView } from '../../domain/cart/cart-view';
import type { MenuProduct } from '../../domain/menu';
import { productIsVisible } from '../../domain/menu-visibility';
import { deliveryStore } from '../../stores/delivery';
import { useMenu } from '../../api/menu/use-menu';

const NO_BLOCKS: CartBlocks = { products: [], options: [] };
const NO_HOURS: readonly ShopHours[] = [];

/**
 * §4.2 / §5.3 the delivery choice as the cart check reads it: the mode, whether the place
 * lacks its delivery point, and the serving shop's hours (the chain's until a place is
 * chosen). With no place yet the address counts as valid: the checkout asks for one.
 */
function deliveryOf(
  state: DeliveryStateView,
  shopHours: readonly ShopHours[],
): CartValidityDelivery {
  return { kind: state.kind, address: deliveryModeAddressCheck(state), shopHours };
}

/**
 * §5.3 / §4.7 / §2.7 everything the cart is checked against, gathered from the server:
 * blocks (data/getBloqueos, refetched when the item count changes), item hours
 * (data/checkHr), the geo-allowed list and the suggestions (data/getVS), at server time.
 * A call that fails (offline) restricts nothing here; the order save checks again.
 */
export function useCartChecks(cart: Cart) {
  const { menu, ctx } = useMenu();
  const now = useServerNowSuspense();
  const state = useSnapshot(deliveryStore);
  const { kind } = state;
  const shopId = deliveryModeShopId(state);
  const catalogs = useQuery({ ...catalogosQueryOptions(), enabled: shopId !== null });
  const shopHours = catalogs.data?.shops.find((shop) => shop.id === shopId)?.hours ?? NO_HOURS;
  const delivery = deliveryOf(state, shopHours);
  const futureOrderAt = futureOrderCheckMoment(
    state.future,
    now,
    futureOrderLeadMinutes(menu.parameters),
  );
  const view = useMemo(() => cartView(cart), [cart]);
  const menuIds = useMemo(() => cart.items.map((item) => item.menuId), [cart]);
  const some = menuIds.length > 0;
  const blocks = useQuery({
    ...blocksQueryOptions({ shopId, itemCount: view.count }),
    enabled: some,
  });
  const hours = useQuery({
    ...itemHoursQueryOptions({ menuIds, futureOrderAt }),
    enabled: some,
  });
  const sale = useQuery({
    ...suggestedSaleQueryOptions({ menuIds, shopId }),
    enabled: some,
  });

  const blockList = blocks.data ?? NO_BLOCKS;
  const validity = cartValidity({
    cart,
    menu,
    delivery,
    blocks: blockList,
    itemSchedules: hours.data ?? menu.schedules,
    // §5.3 geo limits are the delivery place's: with no place chosen nothing is limited yet
    geoAllowedMenuIds: shopId === null ? null : (sale.data?.geoAllowedMenuIds ?? null),
    futureOrderAt,
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
    /** §4.3 on from the cart: the service and the place (on /delivery), then the checkout */
    nextPath: deliveryModeReady(state) ? ('/checkout' as const) : ('/delivery' as const),
    refetchBlocks: () => void blocks.refetch(),
  };
}

/** What the cart is checked against and its verdict, as the bag button and /cart read it. */
export type CartChecks = ReturnType<typeof useCartChecks>;
