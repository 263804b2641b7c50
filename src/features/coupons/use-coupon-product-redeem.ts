import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLoggedIn } from '../../api/use-logged-in';
import type { Cart } from '../../domain/cart/cart';
import type { ProductConfigured } from '../../domain/cart/cart-add';
import type { Coupon } from '../../domain/coupons/coupon';
import { cartStore } from '../../stores/cart';
import { couponLineOf } from './coupon-cart';
import { useCouponApply } from './use-coupon-apply';

/**
 * §2.9 / §4.8 redeeming a coupon with the product configured on its page: a visitor without a
 * code goes to /login; with the coupon already in the bag, the edit dialog asks first
 * (`editOpen`, `confirmEdit`, `cancelEdit`); otherwise the product and the coupon go to the bag.
 */
export function useCouponProductRedeem(coupon: Coupon) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const { addWithProduct } = useCouponApply();
  const [pending, setPending] = useState<ProductConfigured | null>(null);

  const run = (configured: ProductConfigured): boolean => {
    if (!loggedIn && coupon.code === null) {
      void navigate({ to: '/login' });
      return false;
    }
    if (couponLineOf(cartStore.cart as Cart, coupon.id) !== null) {
      setPending(configured);
      return false;
    }
    return addWithProduct(coupon, configured);
  };

  return {
    /** an account, or a coupon with its own code: the product can go to the bag */
    redeem: loggedIn || coupon.code !== null,
    run,
    editOpen: pending !== null,
    cancelEdit: () => setPending(null),
    confirmEdit: () => {
      const configured = pending;
      setPending(null);
      if (configured !== null) addWithProduct(coupon, configured);
    },
  };
}
