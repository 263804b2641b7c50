// What other features may use of the coupons (docs/decisions/027).
export { CouponRevalidation } from './coupon-revalidation';
