import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from '../../domain/coupons/coupon';
import { apiRequest } from '../request';
import { couponListAnswerSchema } from './coupon-wire-schema';

/**
 * §7 data/getCupones (guest, background, no body): the open coupons, valid today or later,
 * that anyone may see.
 */
export function getCupones(): Promise<Coupon[]> {
  return apiRequest('data/getCupones', {
    guest: true,
    background: true,
    empty: true,
    schema: couponListAnswerSchema,
  });
}

/** §7 the open coupons: asked only when not logged in (an account's wallet holds them). */
export function openCouponsQueryOptions(loggedIn: boolean) {
  return queryOptions({
    queryKey: ['coupons', 'open'],
    queryFn: getCupones,
    enabled: !loggedIn,
  });
}
