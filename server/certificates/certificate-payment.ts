import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { certificateOrders } from '../db/schema/certificates.ts';

/**
 * §3.7 a certificate order's card payment through the dummy gateway: the same one-use
 * tokens as an order's (server/pasarela/payment-token.ts), kept in certificate_orders.
 */

const TOKEN = /^[0-9a-f]{32}$/;

/** The certificate order with this id when `sub` owns it, else null. */
export async function certificateOrderOwned(db: Database, id: number, sub: string) {
  const [row] = await db
    .select()
    .from(certificateOrders)
    .where(and(eq(certificateOrders.id, id), eq(certificateOrders.ownerSub, sub)));
  return row ?? null;
}

/** A new token (32 random hex digits) for the certificate order's next payment attempt. */
export async function certificatePaymentTokenIssue(db: Database, id: number): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await db
    .update(certificateOrders)
    .set({ paymentToken: token })
    .where(eq(certificateOrders.id, id));
  return token;
}

/** The unpaid certificate order a token was issued for (id and amount), or null. */
export async function certificatePaymentTokenOrder(
  db: Database,
  token: string,
): Promise<{ id: number; totalCents: number } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ id: certificateOrders.id, totalCents: certificateOrders.totalCents })
    .from(certificateOrders)
    .where(
      and(eq(certificateOrders.paymentToken, token), ne(certificateOrders.paymentStatus, 'pagado')),
    );
  return row ?? null;
}
