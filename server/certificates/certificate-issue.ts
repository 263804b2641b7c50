import { and, eq, ne } from 'drizzle-orm';
import { centsFormat, type Cents } from '../../src/domain/money.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  certificateMovements,
  certificateOrders,
  giftCertificates,
  type CertificateOrderLineStored,
} from '../db/schema/certificates.ts';
import { certificateMail } from '../mail/certificate-mail.ts';
import { mailEnqueue } from '../mail/mail-outbox.ts';
import { certificateCodeNew } from './certificate-code.ts';
import { certificateDateWire, certificateExpiryOf } from './certificate-expiry.ts';

/** What issuing needs: the database, the brand and the public origin of the links. */
export type CertificateIssueConfig = Pick<Config, 'brand'> & {
  accounts: Pick<Config['accounts'], 'appOrigin'>;
};

/** §3.7 the activation link a recipient gets: {APP_ORIGIN}/certificados/activar/{code}. */
export function certificateActivationLink(origin: string, code: string): string {
  return `${origin}/certificados/activar/${encodeURIComponent(code)}`;
}

/** Inserts one certificate under a fresh code (a code already taken draws another). */
async function certificateInsert(
  tx: Database,
  orderId: number,
  index: number,
  line: CertificateOrderLineStored,
  now: Date,
): Promise<{ id: number; code: string; expiresOn: string }> {
  const expiresOn = certificateExpiryOf(now);
  for (;;) {
    const code = certificateCodeNew();
    const [row] = await tx
      .insert(giftCertificates)
      .values({
        code,
        catalogueId: line.catalogueId,
        certificateOrderId: orderId,
        line: index,
        name: line.name,
        description: line.description,
        amountCents: line.amountCents,
        balanceCents: line.amountCents,
        buyerName: line.buyerName,
        recipientName: line.recipientName,
        recipientEmail: line.recipientEmail,
        dedication: line.dedication,
        issuedAt: now,
        expiresOn,
      })
      .onConflictDoNothing({ target: giftCertificates.code })
      .returning({ id: giftCertificates.id });
    if (row) return { id: row.id, code, expiresOn };
  }
}

/**
 * §3.7 a certificate order's card payment succeeded: in ONE transaction the order is marked
 * paid and its token consumed (only if it was not paid yet, so a repeated result issues
 * nothing), each line issues one certificate (random code, one year), its ledger 'issue'
 * row, and one mail to its recipient in the outbox. The paid order's id, or null when the
 * token is unknown or already used.
 */
export async function certificateOrderPaid(
  db: Database,
  config: CertificateIssueConfig,
  token: string,
  now: Date,
): Promise<{ id: number; totalCents: number } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(certificateOrders)
      .set({ paymentStatus: 'pagado', paymentToken: null, paidAt: now })
      .where(
        and(
          eq(certificateOrders.paymentToken, token),
          ne(certificateOrders.paymentStatus, 'pagado'),
        ),
      )
      .returning();
    if (!order) return null;
    for (const [index, line] of order.lines.entries()) {
      const issued = await certificateInsert(tx, order.id, index, line, now);
      await tx.insert(certificateMovements).values({
        certificateId: issued.id,
        orderId: null,
        amountCents: line.amountCents,
        kind: 'issue',
        at: now,
      });
      const mail = certificateMail(
        {
          recipientEmail: line.recipientEmail,
          recipientName: line.recipientName,
          buyerName: line.buyerName,
          code: issued.code,
          amount: centsFormat(line.amountCents as Cents),
          dedication: line.dedication,
          expiration: certificateDateWire(issued.expiresOn),
          link: certificateActivationLink(config.accounts.appOrigin, issued.code),
        },
        config.brand,
      );
      await mailEnqueue(tx, mail, now);
    }
    return { id: order.id, totalCents: order.totalCents };
  });
}

/** Records a declined or unreadable result of a certificate order's payment (token consumed). */
export async function certificateOrderPaymentFailed(
  db: Database,
  token: string,
  declined: boolean,
): Promise<{ id: number; totalCents: number } | null> {
  const [order] = await db
    .update(certificateOrders)
    .set({ paymentToken: null, ...(declined ? { paymentStatus: 'rechazado' as const } : {}) })
    .where(
      and(eq(certificateOrders.paymentToken, token), ne(certificateOrders.paymentStatus, 'pagado')),
    )
    .returning({ id: certificateOrders.id, totalCents: certificateOrders.totalCents });
  return order ?? null;
}
