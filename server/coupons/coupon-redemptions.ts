import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { CouponClaim } from './coupon-claims.ts';
import { couponRedemptions } from '../db/schema/coupons.ts';

/** §9 how many times each coupon was used under a redemption key (an account's, 'email:…'). */
export async function couponUsesByKey(db: Database, key: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.redemptionKey, key))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((row) => [row.couponId, row.n]));
}

/** One use of a coupon to record with its order, under every key of its claims. */
export interface CouponRedemption {
  couponId: number;
  claims: readonly CouponClaim[];
  orderId: number;
  at: Date;
}

/**
 * §9 records one use of a coupon under each of its keys, inside the order's transaction
 * `tx`, in the claims' order (one order for every transaction: no two wait on each other).
 * Per key the first free use number from 1 to its uses allowed is claimed by an insert that
 * does nothing when the number is taken (the unique index; a concurrent claim of the same
 * number waits for the other transaction and then does nothing if it committed). Null when
 * every key got its use; else the claim whose uses are all taken: the caller rolls the order
 * back (nothing it wrote stays).
 */
export async function couponRedeem(
  tx: Database,
  use: CouponRedemption,
): Promise<CouponClaim | null> {
  for (const claim of use.claims) {
    if (!(await claimOne(tx, use, claim))) return claim;
  }
  return null;
}

async function claimOne(tx: Database, use: CouponRedemption, claim: CouponClaim) {
  const taken = await tx
    .select({ number: couponRedemptions.useNumber })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, use.couponId),
        eq(couponRedemptions.redemptionKey, claim.key),
      ),
    );
  const known = new Set(taken.map((row) => row.number));
  // every free number is tried, not only those above the count: a cancelled order frees its own
  for (let number = 1; number <= claim.usesAllowed; number++) {
    if (known.has(number)) continue;
    const inserted = await tx
      .insert(couponRedemptions)
      .values({
        couponId: use.couponId,
        redemptionKey: claim.key,
        useNumber: number,
        orderId: use.orderId,
        createdAt: use.at,
      })
      .onConflictDoNothing()
      .returning({ id: couponRedemptions.id });
    if (inserted.length > 0) return true;
  }
  return false;
}

/**
 * §9 a cancelled order gives its coupon use back (inside the cancelling transaction): the
 * customer got no discount, so the coupon may be used again.
 */
export async function couponUsesRelease(tx: Database, orderId: number): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}
