import { and, eq, sql } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { CERTIFICATE_MESSAGES } from '../../src/protocol/certificate.ts';
import type { Database } from '../db/client.ts';
import { certificateMovements, giftCertificates } from '../db/schema/certificates.ts';
import { customers } from '../db/schema/customers.ts';
import { certificateCodeRead } from './certificate-code.ts';
import { certificateExpired } from './certificate-expiry.ts';

/**
 * §3.7 paying an order with a certificate (decision 032): the e-mail of the account it was
 * activated on and its code are the credential. Inside the order's transaction the
 * certificate row is locked (FOR UPDATE), so concurrent orders spending one certificate
 * queue behind each other: each sees the balance the previous one left, and the sum debited
 * never exceeds it. Every balance change writes its ledger row in the same transaction.
 */

/** A certificate as a payment sees it, locked for the rest of the transaction. */
export interface CertificateLocked {
  id: number;
  balanceCents: number;
  expiresOn: string;
}

/** The refusal, or the locked certificate and what it covers of `totalCents`. */
export type CertificateSpendCheck =
  | { ok: false; message: string }
  | { ok: true; certificate: CertificateLocked; debitCents: number; restCents: number };

/**
 * The certificate with this code activated on the account of this e-mail, its recipient's,
 * locked until the transaction ends unless `lock` is false (a read); null when the pair does
 * not match (unknown code, not activated, another account's or not its recipient's).
 */
export async function certificateLockByPair(
  tx: Database,
  email: string,
  typedCode: string,
  lock = true,
): Promise<CertificateLocked | null> {
  const code = certificateCodeRead(typedCode);
  if (code === null || email.trim() === '') return null;
  const query = tx
    .select({
      id: giftCertificates.id,
      balanceCents: giftCertificates.balanceCents,
      expiresOn: giftCertificates.expiresOn,
      recipientEmail: giftCertificates.recipientEmail,
    })
    .from(giftCertificates)
    .innerJoin(customers, eq(customers.id, giftCertificates.customerId))
    .where(and(eq(giftCertificates.code, code), eq(customers.emailKey, emailKey(email))));
  const [row] = lock ? await query.for('update', { of: giftCertificates }) : await query;
  // only its recipient's account pays with it: one activated elsewhere before the recipient
  // rule (decision 032) is not found, and its recipient can still take it back
  if (!row || emailKey(row.recipientEmail) !== emailKey(email)) return null;
  return { id: row.id, balanceCents: row.balanceCents, expiresOn: row.expiresOn };
}

/**
 * §3.7 the checks of a certificate payment, the certificate locked: the pair must match
 * ('02' text 'Certificado no encontrado'), not be expired, have funds ('01' none), and cover
 * the total unless the rest has a method (pagoParcial). Writes nothing.
 */
export async function certificateSpendCheck(
  tx: Database,
  input: {
    email: string;
    code: string;
    totalCents: number;
    partial: 'E' | 'T' | undefined;
    now: Date;
  },
): Promise<CertificateSpendCheck> {
  const certificate = await certificateLockByPair(tx, input.email, input.code);
  if (!certificate) return { ok: false, message: CERTIFICATE_MESSAGES.notFound };
  if (certificateExpired(certificate.expiresOn, input.now)) {
    return { ok: false, message: CERTIFICATE_MESSAGES.expired };
  }
  if (certificate.balanceCents <= 0) return { ok: false, message: CERTIFICATE_MESSAGES.noFunds };
  const debitCents = Math.min(certificate.balanceCents, input.totalCents);
  const restCents = input.totalCents - debitCents;
  if (restCents > 0 && input.partial === undefined) {
    return { ok: false, message: CERTIFICATE_MESSAGES.partialRequired };
  }
  return { ok: true, certificate, debitCents, restCents };
}

/** Moves a locked certificate's balance by `cents` and writes its ledger row. */
export async function certificateMove(
  tx: Database,
  move: {
    certificateId: number;
    orderId: number;
    cents: number;
    kind: 'debit' | 'credit';
    now: Date;
  },
): Promise<void> {
  await tx
    .update(giftCertificates)
    .set({ balanceCents: sql`${giftCertificates.balanceCents} + ${move.cents}` })
    .where(eq(giftCertificates.id, move.certificateId));
  await tx.insert(certificateMovements).values({
    certificateId: move.certificateId,
    orderId: move.orderId,
    amountCents: move.cents,
    kind: move.kind,
    at: move.now,
  });
}

/**
 * §3.7 an order became CAN: what its certificate paid goes back, once. Call it in the
 * transaction that cancels the order (with the order row locked). The ledger's unique
 * (order, kind) makes a second credit impossible even if two cancels raced.
 */
export async function certificateCreditBack(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<number> {
  const moves = await tx
    .select({
      certificateId: certificateMovements.certificateId,
      amountCents: certificateMovements.amountCents,
      kind: certificateMovements.kind,
    })
    .from(certificateMovements)
    .where(eq(certificateMovements.orderId, orderId));
  const debit = moves.find((m) => m.kind === 'debit');
  if (!debit || moves.some((m) => m.kind === 'credit')) return 0;
  await tx
    .select({ id: giftCertificates.id })
    .from(giftCertificates)
    .where(eq(giftCertificates.id, debit.certificateId))
    .for('update');
  const cents = -debit.amountCents;
  await certificateMove(tx, {
    certificateId: debit.certificateId,
    orderId,
    cents,
    kind: 'credit',
    now,
  });
  return cents;
}
