import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { couponRedemptions } from '../db/schema/coupons.ts';

/** §9 how many times each coupon was used under a redemption key (an e-mail, lower case). */
export async function couponUsesByKey(db: Database, key: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.redemptionKey, key))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((row) => [row.couponId, row.n]));
}

/** §9 how many times one coupon was used under a redemption key. */
export async function couponUses(db: Database, couponId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.redemptionKey, key)));
  return row?.n ?? 0;
}

/** One use of a coupon to record with its order. */
export interface CouponRedemption {
  couponId: number;
  key: string;
  /** APC: uses allowed per key */
  usesAllowed: number;
  orderId: number;
  at: Date;
}

/**
 * §9 records one use of a coupon, inside the order's transaction `tx`: takes the first free
 * use number from 1 to APC, each claimed by an insert that does nothing when the number is
 * taken (the unique index; a concurrent claim of the same number waits for the other
 * transaction and then does nothing if it committed). True when a use was recorded, false when
 * every use is taken: the caller rolls the order back.
 */
export async function couponRedeem(tx: Database, use: CouponRedemption): Promise<boolean> {
  // every number is tried, not only those above the count: a cancelled order frees its own
  for (let number = 1; number <= use.usesAllowed; number++) {
    const inserted = await tx
      .insert(couponRedemptions)
      .values({
        couponId: use.couponId,
        redemptionKey: use.key,
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
