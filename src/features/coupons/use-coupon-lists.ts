import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { walletQueryOptions } from '../../api/coupons/check-cuponera';
import { openCouponsQueryOptions } from '../../api/coupons/get-cupones';
import { sessionStore } from '../../api/session';
import { sessionAccountOf } from '../../api/session-account';
import type { Coupon } from '../../domain/coupons/coupon';
import { couponStore } from '../../stores/coupons';

/** §2.9 the coupons a customer may see and whether they are known yet. */
export interface CouponLists {
  /** the open coupons (a visitor) or the wallet (an account), then those revealed by code */
  coupons: Coupon[];
  /** the server has not answered yet */
  loading: boolean;
  /** the list could not be read */
  failed: boolean;
  /** §6 logged in: the wallet, else the open coupons */
  loggedIn: boolean;
}

/**
 * §2.9 / §6 a visitor's open coupons (data/getCupones) or an account's wallet
 * (cliente/checkCuponera, asked again on window focus), plus the coupons a promo code
 * revealed on this device, each once. `enabled` false asks the server for nothing.
 */
export function useCouponLists(enabled = true): CouponLists {
  const { accessToken, refreshToken } = useSnapshot(sessionStore);
  const loggedIn = accessToken !== null && refreshToken !== null;
  const account = loggedIn ? (sessionAccountOf(accessToken) ?? '') : null;
  const open = useQuery({ ...openCouponsQueryOptions(loggedIn), enabled: enabled && !loggedIn });
  const wallet = useQuery({ ...walletQueryOptions(account), enabled: enabled && loggedIn });
  const { byCode } = useSnapshot(couponStore);
  const query = loggedIn ? wallet : open;
  const listed = query.data;
  const coupons = useMemo(() => {
    const all = [...(listed ?? []), ...byCode.map((entry) => entry.coupon as Coupon)];
    const seen = new Set<number>();
    return all.filter((coupon) => !seen.has(coupon.id) && seen.add(coupon.id));
  }, [listed, byCode]);
  const failed = query.isError && listed === undefined;
  const loading = query.isPending && !failed;
  return useMemo(
    () => ({ coupons, loading, failed, loggedIn }),
    [coupons, loading, failed, loggedIn],
  );
}
