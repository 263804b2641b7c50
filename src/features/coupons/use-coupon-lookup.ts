import type { Coupon } from '../../domain/coupons/coupon';
import { useCouponLists } from './use-coupon-lists';

/** §2.9 a coupon route's coupon: 'loading', the coupon, or null when in neither list. */
export function useCouponLookup(cuponId: string): Coupon | 'loading' | null {
  const lists = useCouponLists();
  const found = lists.coupons.find((coupon) => String(coupon.id) === cuponId.trim());
  if (found !== undefined) return found;
  return lists.loading ? 'loading' : null;
}
