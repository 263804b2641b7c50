import { and, count, eq, ne } from 'drizzle-orm';
import type { CustomerRow } from '../accounts/customer-store.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { couponEmailKey } from './coupon-claims.ts';
import type { CouponCustomerFacts } from './coupon-visibility.ts';

/** §9 the facts a customer's personal coupons depend on, read now. */
export async function couponCustomerFacts(
  db: Database,
  customer: CustomerRow,
): Promise<CouponCustomerFacts> {
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.ownerKind, 'user'),
        eq(orders.ownerSub, customer.sub),
        ne(orders.status, 'CAN'),
      ),
    );
  return {
    key: couponEmailKey(customer.email ?? ''),
    validatedAt: customer.validatedAt,
    birthDate: customer.fechaNacimiento,
    orders: placed?.n ?? 0,
  };
}
