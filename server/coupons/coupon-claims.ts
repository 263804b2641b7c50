import { and, count, eq, inArray } from 'drizzle-orm';
import { emailCanonical, phoneCanonical } from '../../src/domain/account/customer-identity.ts';
import { COUPON_MESSAGES } from '../../src/domain/coupons/coupon-messages.ts';
import type { RateLimitRule } from '../config-edge.ts';
import type { Database } from '../db/client.ts';
import { couponRedemptions } from '../db/schema/coupons.ts';
import type { CouponEntry } from './coupon-index.ts';
import type { CouponViewer } from './coupon-visibility.ts';

/**
 * §9 / decision 031 the keys a coupon's use is counted under. A validated account's use is
 * keyed to the account (its e-mail, canonical); a guest's to what a guest cannot vary at
 * will, each counting as the same customer: the canonical e-mail and the phone (digits,
 * national form). A code coupon's uses are also counted per client address in a fixed
 * window (RATE_LIMIT_COUPON_ADDRESS), whoever redeems it. A use needs a free use under every
 * key and is recorded under each (coupon-redemptions.ts).
 */

/** One key a use is counted under, and how many uses it allows. */
export interface CouponClaim {
  /** 'email:<canonical>', 'tel:<digits>' or 'ip:<address>/<window start, ISO>' */
  key: string;
  usesAllowed: number;
  /** the customer's own uses (APC) or the client address's (the cap) */
  kind: 'customer' | 'address';
}

/** Who redeems: the viewer, the contact a guest sends and the client's address. */
export interface CouponClaimant {
  viewer: CouponViewer;
  /** a guest's e-mail and phone as sent ('' when not sent); ignored for an account */
  email: string;
  phone: string;
  /** the client address as the rate limits count it (IPv6 by its /64) */
  address: string;
}

/** What the claims read from the configuration: the cap per client address. */
export interface CouponClaimRules {
  addressCap: RateLimitRule;
}

/** The redemption key of an e-mail: the canonical e-mail, named as such. */
export function couponEmailKey(email: string): string {
  return `email:${emailCanonical(email)}`;
}

/** The keys a use of `entry` by `who` now is counted under, in the order they are claimed. */
export function couponClaims(
  entry: CouponEntry,
  who: CouponClaimant,
  rules: CouponClaimRules,
  now: number,
): CouponClaim[] {
  const usesAllowed = entry.coupon.usesPerCustomer;
  const keys =
    who.viewer.kind === 'user'
      ? [who.viewer.facts.key]
      : [couponEmailKey(who.email), phoneKey(who.phone)].filter((key) => key !== null);
  const claims: CouponClaim[] = keys.map((key) => ({ key, usesAllowed, kind: 'customer' }));
  if (entry.kind === 'CODIGO') {
    const { max, windowMs } = rules.addressCap;
    const windowStart = new Date(now - (now % windowMs)).toISOString();
    claims.push({ key: `ip:${who.address}/${windowStart}`, usesAllowed: max, kind: 'address' });
  }
  return claims;
}

function phoneKey(phone: string): string | null {
  const digits = phoneCanonical(phone);
  return digits === '' ? null : `tel:${digits}`;
}

/** The refusal of a claim whose uses are spent: the customer's, or the address's cap. */
export function couponClaimMessage(claim: CouponClaim): string {
  return claim.kind === 'customer' ? COUPON_MESSAGES.alreadyUsed : COUPON_MESSAGES.addressSpent;
}

/** The first claim whose uses are all taken now (a cheap check before any write), or null. */
export async function couponClaimSpent(
  db: Database,
  couponId: number,
  claims: readonly CouponClaim[],
): Promise<CouponClaim | null> {
  if (claims.length === 0) return null;
  const rows = await db
    .select({ key: couponRedemptions.redemptionKey, n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        inArray(
          couponRedemptions.redemptionKey,
          claims.map((claim) => claim.key),
        ),
      ),
    )
    .groupBy(couponRedemptions.redemptionKey);
  const used = new Map(rows.map((row) => [row.key, row.n]));
  return claims.find((claim) => (used.get(claim.key) ?? 0) >= claim.usesAllowed) ?? null;
}
