import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from '../../domain/coupons/coupon';
import { apiRequest } from '../request';
import { couponListAnswerSchema } from './coupon-wire-schema';

/**
 * §7 / §6 cliente/checkCuponera (secure, no body): the coupon wallet, the open coupons plus
 * the customer's own (welcome, birthday) less those already used up.
 */
export function checkCuponera(): Promise<Coupon[]> {
  return apiRequest('cliente/checkCuponera', {
    secure: true,
    background: true,
    empty: true,
    schema: couponListAnswerSchema,
  });
}

/**
 * §6 the wallet of the account `account` (the token's subject): asked only when logged in
 * and again on window focus; keyed by the account so one customer's never shows to another.
 */
export function walletQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: ['cliente', 'checkCuponera', account],
    queryFn: checkCuponera,
    enabled: account !== null,
    refetchOnWindowFocus: 'always',
  });
}
