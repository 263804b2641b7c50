import { desc, eq } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { centsToAmount, type Cents } from '../../src/domain/money.ts';
import type { CustomerCertificateWire } from '../../src/protocol/certificate.ts';
import type { Database } from '../db/client.ts';
import { giftCertificates } from '../db/schema/certificates.ts';
import { certificateImages } from './certificate-catalogue.ts';
import { certificateCodeRead } from './certificate-code.ts';
import { certificateDateWire, certificateExpired } from './certificate-expiry.ts';

/**
 * §3.7 a customer's certificates: activating one on the account (data/activarCertificado)
 * and listing them (data/getCertificadosCliente).
 */

type CertificateRow = typeof giftCertificates.$inferSelect;

/** §3.7 a customer's certificate on the wire (balance in dollars, expiry dd/MM/yyyy). */
export function customerCertificateWire(row: CertificateRow): CustomerCertificateWire {
  return {
    id: row.catalogueId,
    name: row.name,
    description: row.description,
    amount: centsToAmount(row.amountCents as Cents),
    images: certificateImages(row.catalogueId),
    code: row.code,
    dedication: row.dedication,
    balance: centsToAmount(row.balanceCents as Cents),
    expiration: certificateDateWire(row.expiresOn),
  };
}

/** What an activation came to. */
export type CertificateActivation =
  | { ok: true; certificate: CustomerCertificateWire }
  | { ok: false; reason: 'notFound' | 'notRecipient' | 'expired' };

/** The account activating: its id and its e-mail key (null for an account without one). */
export interface CertificateActivator {
  id: number;
  emailKey: string | null;
}

/**
 * §5.2 a certificate is the code sent to its recipient: only the account whose e-mail is the
 * one it was mailed to may hold it (decision 032). E-mails compare by the account key.
 */
export function certificateIsFor(row: CertificateRow, accountEmailKey: string | null): boolean {
  return accountEmailKey !== null && emailKey(row.recipientEmail) === accountEmailKey;
}

/**
 * §3.7 attaches the certificate with this code to its recipient's account. Any other account
 * is 'notRecipient', whether or not it was activated (nothing says who the recipient is, or
 * that they used it); an unknown code is 'notFound'. The recipient takes it even from an
 * account that activated it before this rule: that account was never entitled to it.
 */
export async function certificateActivate(
  db: Database,
  customer: CertificateActivator,
  typedCode: string,
  now: Date,
): Promise<CertificateActivation> {
  const code = certificateCodeRead(typedCode);
  if (code === null) return { ok: false, reason: 'notFound' };
  const [current] = await db.select().from(giftCertificates).where(eq(giftCertificates.code, code));
  if (!current) return { ok: false, reason: 'notFound' };
  if (!certificateIsFor(current, customer.emailKey)) return { ok: false, reason: 'notRecipient' };
  if (certificateExpired(current.expiresOn, now)) return { ok: false, reason: 'expired' };
  const already = current.customerId === customer.id;
  // the account key is unique, so no other account can pass the check above: no race to close
  const [row] = await db
    .update(giftCertificates)
    .set({ customerId: customer.id, activatedAt: already ? (current.activatedAt ?? now) : now })
    .where(eq(giftCertificates.id, current.id))
    .returning();
  return row
    ? { ok: true, certificate: customerCertificateWire(row) }
    : { ok: false, reason: 'notFound' };
}

/** §3.7 the certificates activated on this account, newest first. */
export async function certificatesOfCustomer(
  db: Database,
  customerId: number,
): Promise<CustomerCertificateWire[]> {
  const rows = await db
    .select()
    .from(giftCertificates)
    .where(eq(giftCertificates.customerId, customerId))
    .orderBy(desc(giftCertificates.activatedAt), desc(giftCertificates.id));
  return rows.map(customerCertificateWire);
}
