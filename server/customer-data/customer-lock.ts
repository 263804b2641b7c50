import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';

/**
 * Locks the customer's row until the caller's transaction ends. Every change to a
 * customer's addresses or favourites takes this lock first, so two devices changing them at
 * once run one after the other: limits, positions and the main address stay consistent.
 */
export async function customerLock(tx: Database, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}
