import { customerBySub } from '../accounts/customer-store.ts';
import type { Session } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { ApiError, MSG } from '../wire/envelope.ts';
import { couponCustomerFacts } from './coupon-customer.ts';
import type { CouponViewer } from './coupon-visibility.ts';

/** §6 who asks: a logged-in customer (with what their personal coupons depend on) or a guest. */
export async function couponViewerOf(db: Database, session: Session | null): Promise<CouponViewer> {
  if (session?.kind !== 'user') return { kind: 'guest' };
  const customer = await customerBySub(db, session.sub);
  if (!customer) throw new ApiError(401, MSG.sessionExpired);
  return { kind: 'user', facts: await couponCustomerFacts(db, customer) };
}
