import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { certificateOrders, giftCertificates } from '../db/schema/certificates.ts';

/**
 * cliente/deleteAccount for the gift cards a customer bought (§3.7): their certificate orders
 * keep the amounts for the chain's books but lose the buyer's contact (name, e-mail, phone) and
 * the recipients' names and addresses written into the order; the certificates already issued
 * stay spendable by whoever holds them, now from 'Cliente eliminado'. A certificate the
 * customer activated stays tied to the erased account, as its orders do.
 */
export async function certificateOrdersAnonymise(
  tx: Database,
  sub: string,
  anonymousName: string,
): Promise<void> {
  const owned = and(eq(certificateOrders.ownerKind, 'user'), eq(certificateOrders.ownerSub, sub));
  const rows = await tx
    .update(certificateOrders)
    .set({
      contactName: anonymousName,
      contactEmail: '',
      data: sql`(${certificateOrders.data} - array['nombres','nombre','correo','telefono']::text[])
        || jsonb_build_object('nombre', ${anonymousName}::text)`,
      lines: sql`coalesce((select jsonb_agg(line || jsonb_build_object(
          'buyerName', ${anonymousName}::text, 'recipientName', '', 'recipientEmail', ''))
        from jsonb_array_elements(${certificateOrders.lines}) as line), '[]'::jsonb)`,
    })
    .where(owned)
    .returning({ id: certificateOrders.id });
  if (rows.length === 0) return;
  await tx
    .update(giftCertificates)
    .set({ buyerName: anonymousName })
    .where(
      inArray(
        giftCertificates.certificateOrderId,
        rows.map((r) => r.id),
      ),
    );
}
