import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartStore } from '../../stores/cart';

// the coupons' rules, lists and calls load only for a bag that holds a coupon line: every
// other bag opens without them
const CouponRevalidator = lazy(() => import('./coupon-revalidator'));

/** §4.5 / §5.4 keeps the bag's coupon line true (useCouponRevalidation) while it holds one. */
export function CouponRevalidation() {
  const snap = useSnapshot(cartStore);
  if (!(snap.cart as Cart).items.some((item) => item.isCoupon)) return null;
  return (
    <Suspense fallback={null}>
      <CouponRevalidator />
    </Suspense>
  );
}
