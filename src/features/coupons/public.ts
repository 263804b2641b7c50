// What other features may use of the coupons (docs/decisions/027).
export { useCouponRevalidation } from './use-coupon-revalidation';
