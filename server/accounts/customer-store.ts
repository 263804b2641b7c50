import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';

/** A customer's row (server/db/schema/customers.ts). */
export type CustomerRow = typeof customers.$inferSelect;

/** A new customer's token subject: random, so it says nothing about the customers. */
export function customerSubNew(): string {
  return `c-${randomUUID()}`;
}

/**
 * The live (not deleted) customer with e-mail key `key`, if any; `lock` holds its row until
 * the transaction ends (a sign-up deciding on it while an activation may change it).
 */
export async function customerByEmailKey(
  db: Database,
  key: string,
  lock = false,
): Promise<CustomerRow | null> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.emailKey, key), isNull(customers.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Locks customer `id`'s row until the transaction ends. Every flow that changes an account
 * and its links takes this lock first, so two of them never wait on each other's links.
 */
export async function customerLock(tx: Database, id: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
}

/** The live customer whose tokens carry `sub`, if any. */
export async function customerBySub(db: Database, sub: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.sub, sub), isNull(customers.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The live customer with id `id`, if any. */
export async function customerById(db: Database, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1);
  return row ?? null;
}
