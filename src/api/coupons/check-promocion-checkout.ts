import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { couponCodeNormalize, type Coupon } from '../../domain/coupons/coupon';
import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import { wireAnswer, wireMap, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';
import { couponRowsSchema } from './coupon-wire-schema';

/** data/checkPromocionCheckout answer: `data`, a list of (one) coupon row → the first coupon. */
export const promoCodeAnswerSchema = wireAnswer(
  wireMap(
    v.pipe(
      wireObject({ data: couponRowsSchema }),
      v.check(({ data }) => data.length > 0, COUPON_MESSAGES.invalidCode),
    ),
    ({ data }): Coupon => data[0] as Coupon,
  ),
);

/** What a promo code is checked with: the code as typed and, for a guest, the e-mail. */
export interface PromoCodeCheck {
  code: string;
  /** the guest's e-mail; ignored (sent empty) when logged in: the account's is used */
  email: string;
  loggedIn: boolean;
}

/**
 * §7 data/checkPromocionCheckout (multipart, background; secure when logged in, else with the
 * guest token): the coupon a promo code reveals. The code goes trimmed and lower-cased, the
 * e-mail empty for an account. A code the server does not know ('01' 'Código promocional no
 * valido') or has seen used up is toasted and thrown.
 */
export function checkPromocionCheckout(check: PromoCodeCheck): Promise<Coupon> {
  return apiRequest('data/checkPromocionCheckout', {
    multipart: true,
    background: true,
    secure: check.loggedIn,
    guest: !check.loggedIn,
    body: {
      cupon: couponCodeNormalize(check.code),
      correo: check.loggedIn ? '' : check.email.trim(),
    },
    schema: promoCodeAnswerSchema,
  });
}

/** §7 cached forever: one entry per code, e-mail and account (`account`: the token's subject). */
export function promoCodeQueryOptions(check: PromoCodeCheck, account: string | null) {
  const code = couponCodeNormalize(check.code);
  const email = check.loggedIn ? '' : check.email.trim().toLowerCase();
  return queryOptions({
    queryKey: ['cliente', 'checkPromocionCheckout', code, email, account],
    queryFn: () => checkPromocionCheckout(check),
    staleTime: Infinity,
    retry: false,
  });
}
