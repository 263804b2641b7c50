import { and, desc, eq, isNull, or } from 'drizzle-orm';
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
  | { ok: false; reason: 'notFound' | 'expired' };

/**
 * §3.7 attaches the certificate with this code to the customer: in one statement, only when
 * it is nobody's yet (or already this customer's, which answers the same). Unknown codes and
 * another account's certificate are both 'notFound', so a code's owner is never revealed.
 */
export async function certificateActivate(
  db: Database,
  customerId: number,
  typedCode: string,
  now: Date,
): Promise<CertificateActivation> {
  const code = certificateCodeRead(typedCode);
  if (code === null) return { ok: false, reason: 'notFound' };
  const [current] = await db.select().from(giftCertificates).where(eq(giftCertificates.code, code));
  if (!current || (current.customerId !== null && current.customerId !== customerId)) {
    return { ok: false, reason: 'notFound' };
  }
  if (certificateExpired(current.expiresOn, now)) return { ok: false, reason: 'expired' };
  const [row] = await db
    .update(giftCertificates)
    .set({ customerId, activatedAt: current.activatedAt ?? now })
    .where(
      and(
        eq(giftCertificates.id, current.id),
        or(isNull(giftCertificates.customerId), eq(giftCertificates.customerId, customerId)),
      ),
    )
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
