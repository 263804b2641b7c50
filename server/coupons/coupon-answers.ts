import { emailCheck } from '../../src/domain/checkout/checkout-fields.ts';
import { couponCodeNormalize } from '../../src/domain/coupons/coupon.ts';
import { COUPON_MESSAGES } from '../../src/domain/coupons/coupon-messages.ts';
import type { Database } from '../db/client.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import type { CouponIndex } from './coupon-index.ts';
import {
  couponClaimMessage,
  couponClaims,
  couponClaimSpent,
  type CouponClaimRules,
} from './coupon-claims.ts';
import { couponUsesByKey } from './coupon-redemptions.ts';
import { couponCurrent, couponVisible, type CouponViewer } from './coupon-visibility.ts';

/** §7 data/getCupones: the open coupons (APP) not past their last day, in file order. */
export function couponsOpen(index: CouponIndex, now: number): Envelope {
  const cupones = index.list
    .filter((entry) => entry.kind === 'APP' && couponCurrent(entry, now))
    .map((entry) => entry.wire);
  return ok({ data: { data: { cupones } } });
}

/**
 * §7 cliente/checkCuponera: the customer's wallet: the open coupons and the personal ones the
 * customer is eligible for now (welcome, birthday), not past their last day, minus those whose
 * uses (APC) the account's e-mail has spent. Code coupons are not listed: a code reveals them.
 */
export async function couponsWallet(
  db: Database,
  index: CouponIndex,
  viewer: Extract<CouponViewer, { kind: 'user' }>,
  now: number,
): Promise<Envelope> {
  const used = await couponUsesByKey(db, viewer.facts.key);
  const cupones = index.list
    .filter(
      (entry) =>
        entry.kind !== 'CODIGO' &&
        couponCurrent(entry, now) &&
        couponVisible(entry, viewer, now) &&
        (used.get(entry.coupon.id) ?? 0) < entry.coupon.usesPerCustomer,
    )
    .map((entry) => entry.wire);
  return ok({ data: { data: { cupones } } });
}

/** §7 data/checkPromocionCheckout's fields, as read, and the client's address. */
export interface CouponCodeQuery {
  cupon: string;
  correo: string;
  /** a guest's phone ('' when not sent) */
  telefono: string;
  /** the client address as the rate limits count it */
  address: string;
}

/**
 * §7 data/checkPromocionCheckout: the code coupon a typed code reveals (trimmed, lower-cased),
 * as a one-element `data` list. '01' 'Código promocional no valido' for an unknown code or one
 * past its last day; for a guest the e-mail is required and checked (§5.1 message, '01'); a code
 * whose uses are spent under one of the keys an order would count it under (coupon-claims.ts,
 * the same rule as the order save: the account, or the guest's canonical e-mail and phone, and
 * the client address's cap): '01' COUPON_MESSAGES.alreadyUsed or addressSpent.
 */
export async function couponByCode(
  deps: { db: Database; rules: CouponClaimRules },
  index: CouponIndex,
  viewer: CouponViewer,
  query: CouponCodeQuery,
  now: number,
): Promise<Envelope> {
  const entry = index.byCode.get(couponCodeNormalize(query.cupon));
  if (entry === undefined || entry.kind !== 'CODIGO' || !couponCurrent(entry, now)) {
    return fail(COUPON_MESSAGES.invalidCode, '01');
  }
  if (viewer.kind === 'guest') {
    const problem = emailCheck(query.correo);
    if (problem !== null) return fail(problem, '01');
  }
  const who = { viewer, email: query.correo, phone: query.telefono, address: query.address };
  const claims = couponClaims(entry, who, deps.rules, now);
  const spent = await couponClaimSpent(deps.db, entry.coupon.id, claims);
  if (spent !== null) return fail(couponClaimMessage(spent), '01');
  return ok({ data: [entry.wire] });
}
