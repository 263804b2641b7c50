import { proxy } from 'valtio/vanilla';
import type { Coupon } from '../domain/coupons/coupon';

/** §3.5 a coupon revealed by a promo code on this device, with the e-mail it was asked for. */
export interface CouponByCode {
  coupon: Coupon;
  /** the code as the server knows it (trimmed, lower case): cuponToValidate */
  code: string;
  /** userMail: the guest's e-mail ('' for an account) */
  email: string;
}

/** §3.5 the coupon state: the coupons revealed by code and the coupon being applied. */
export interface CouponStoreState {
  /** coupons revealed by a promo code (cuponInput), newest first; a logout keeps them */
  byCode: CouponByCode[];
  /** ItemToAdd: the coupon whose product is being chosen or configured (§2.9) */
  selected: Coupon | null;
}

/** §3.5 the coupons' state; change it through the functions below. */
export const couponStore = proxy<CouponStoreState>({ byCode: [], selected: null });

let logoutHooked = false;

/**
 * §4.1 a logout removes the coupons not entered by code: the hook is added the first time
 * the coupon state is used (its module, with everything a logout clears, loads then).
 */
function logoutHook(): void {
  if (logoutHooked) return;
  logoutHooked = true;
  void import('./account-logout').then(({ accountLogoutHookAdd }) =>
    accountLogoutHookAdd(couponStoreLogout),
  );
}

/** §3.5 remembers a coupon a promo code revealed (a code asked again replaces the older). */
export function couponStoreCodeAdd(entry: CouponByCode): void {
  logoutHook();
  couponStore.byCode = [entry, ...couponStore.byCode.filter((e) => e.code !== entry.code)];
}

/** §2.9 the coupon whose product the customer is choosing; null when done. */
export function couponStoreSelect(coupon: Coupon | null): void {
  if (coupon !== null) logoutHook();
  couponStore.selected = coupon;
}

/** Whether a coupon is one a promo code revealed here. */
export function couponStoreIsByCode(couponId: number): boolean {
  return couponStore.byCode.some((entry) => entry.coupon.id === couponId);
}

/** §4.1 logout: the coupon being applied goes unless a promo code revealed it. */
export function couponStoreLogout(): void {
  const selected = couponStore.selected;
  if (selected !== null && !couponStoreIsByCode(selected.id)) couponStore.selected = null;
}
