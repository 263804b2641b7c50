import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartStore, cartStoreReplace } from '../../stores/cart';
import { toastPush } from '../../stores/ui';
import { couponRevalidate } from './coupon-cart';
import { useCouponContext } from './use-coupon-apply';
import { useCouponLists } from './use-coupon-lists';

/**
 * §4.5 / §5.4 keeps the bag's coupon line true to the coupon as it is now (server time, the
 * lists, the rest of the bag): a line couponLineCheck no longer accepts gets its discount
 * recomputed, or goes with its §8.2 message in a warning toast. The lists are asked for only
 * while the bag holds a coupon line.
 */
export function useCouponRevalidation(): void {
  const snap = useSnapshot(cartStore);
  const cart = snap.cart as Cart;
  const hasCoupon = cart.items.some((item) => item.isCoupon);
  const lists = useCouponLists(hasCoupon);
  const context = useCouponContext();
  const { storeMinimum, serverNow, currency } = context;

  useEffect(() => {
    if (!snap.hydrated || !hasCoupon || lists.loading) return;
    const byId = new Map(lists.coupons.map((coupon) => [coupon.id, coupon]));
    const result = couponRevalidate(
      cart,
      byId,
      { storeMinimum, serverNow, currency },
      (line) => !lists.failed && line.couponCode === null,
    );
    if (result.cart === cart) return;
    cartStoreReplace(result.cart);
    for (const message of new Set(result.messages)) toastPush('warning', message);
  }, [cart, snap.hydrated, hasCoupon, lists, storeMinimum, serverNow, currency]);
}
