import { useCouponRevalidation } from './use-coupon-revalidation';

/** useCouponRevalidation as a component, so its code can load on its own (CouponRevalidation). */
export default function CouponRevalidator() {
  useCouponRevalidation();
  return null;
}
