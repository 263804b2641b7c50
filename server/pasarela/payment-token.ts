import { randomBytes } from 'node:crypto';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders, type OrderPaymentStatus } from '../db/schema/orders.ts';
import type { OrderRow } from '../orders/read/order-find.ts';

/**
 * §4.3 card payment through the dummy gateway (issue 6 "Card payment"): a one-use token per
 * payment attempt, stored in orders.payment_token. Asking again replaces it (the old link
 * stops working); a result consumes it.
 */

/** The gateway's answers (§4.3): paid, declined, or a response the app cannot read. */
export type PaymentResult = 'exito' | 'error' | 'invalid';

export const PAYMENT_RESULTS: readonly PaymentResult[] = ['exito', 'error', 'invalid'];

const TOKEN = /^[0-9a-f]{32}$/;

/** What each result leaves the payment at; invalid changes nothing. */
const OUTCOME: Record<PaymentResult, OrderPaymentStatus | null> = {
  exito: 'pagado',
  error: 'rechazado',
  invalid: null,
};

/** A new token (32 random hex digits) for the order's next payment attempt. */
export async function paymentTokenIssue(db: Database, orderId: number): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await db.update(orders).set({ paymentToken: token }).where(eq(orders.id, orderId));
  return token;
}

/** A card order, or a certificate-paid one whose rest is paid by card (§3.7 pagoParcial 'T'). */
const payable = (token: string) =>
  and(
    eq(orders.paymentToken, token),
    or(
      eq(orders.paymentType, 'TAR'),
      and(eq(orders.paymentType, 'CER'), eq(orders.restPayment, 'T')),
    ),
    ne(orders.paymentStatus, 'pagado'),
  );

/** What the card pays of an order: its total less what a certificate covered (§3.7). */
export function paymentCardCents(row: Pick<OrderRow, 'totalCents' | 'certificateCents'>): number {
  return row.totalCents - row.certificateCents;
}

/** The unpaid card order a token was issued for, or null (unknown, used or malformed). */
export async function paymentTokenOrder(db: Database, token: string): Promise<OrderRow | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db.select().from(orders).where(payable(token));
  return row ?? null;
}

/**
 * Records the gateway's result and consumes the token in one statement, so a second post of
 * the same form changes nothing. The order after the change, or null when the token is not
 * (or no longer) valid.
 */
export async function paymentResultRecord(
  db: Database,
  token: string,
  result: PaymentResult,
): Promise<OrderRow | null> {
  if (!TOKEN.test(token)) return null;
  const status = OUTCOME[result];
  const [row] = await db
    .update(orders)
    .set({ paymentToken: null, ...(status === null ? {} : { paymentStatus: status }) })
    .where(payable(token))
    .returning();
  return row ?? null;
}
