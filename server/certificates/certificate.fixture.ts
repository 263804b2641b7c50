/**
 * Test support for the gift certificates (only *.test.ts import this file): buying through
 * the real calls and the dummy gateway, reading the codes from the mails in the outbox, and
 * certificates made directly in the database (with their ledger 'issue' row) for the tests
 * of paying with them.
 */
import { desc, eq, sum } from 'drizzle-orm';
import type { CertificateOrderLine } from '../../src/protocol/certificate.ts';
import type { Database } from '../db/client.ts';
import { certificateMovements, giftCertificates } from '../db/schema/certificates.ts';
import { customers } from '../db/schema/customers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { sealBody, type SaveWorld } from '../test/save-world.ts';
import { formBody } from '../test/guest-calls.ts';
import { post, type JsonAnswer } from '../test/harness.ts';
import { certificateCodeNew } from './certificate-code.ts';

/** A certificate order line for catalogue certificate `id` ($10, $15, $25, $50: ids 1-4). */
export function certificateLine(
  id: number,
  amount: number,
  recipient = 'maria@example.com',
  extra: Partial<CertificateOrderLine> = {},
): CertificateOrderLine {
  return {
    I: id,
    P: amount,
    TIP: 'CER',
    C: 1,
    VS: 1,
    CER_N: 'Ana Pérez',
    CER_ND: 'María López',
    CER_CD: recipient,
    CER_D: '¡Feliz cumpleaños!',
    ...extra,
  };
}

/** The buyer's data of a certificate order. */
export const CERTIFICATE_BUYER = {
  nombres: 'Ana',
  nombre: 'Ana Pérez',
  correo: 'ana@example.com',
  telefono: '70001234',
  enviarFactura: 0,
  device: 'web',
} as const;

/** data/saveOrderCertificado with `menu`, encrypted as the app does. */
export async function certificateOrderPost(
  w: SaveWorld,
  menu: unknown[],
  headers: Record<string, string> = w.guest,
  data: object = CERTIFICATE_BUYER,
  idempotencia?: string,
): Promise<JsonAnswer> {
  const body =
    idempotencia === undefined ? { data, menu } : { data, menu, orden: { idempotencia } };
  const sealed = sealBody(body, await w.ckKey());
  return post(w.server, '/data/saveOrderCertificado', { data: sealed }, headers);
}

/** Asks for the payment link of a certificate order and answers the dummy gateway. */
export async function certificateOrderPay(
  w: SaveWorld,
  orderId: number,
  headers: Record<string, string> = w.guest,
  resultado: 'exito' | 'error' | 'invalid' = 'exito',
): Promise<{ token: string; page: string; status: number }> {
  const r = await post(
    w.server,
    '/checkout/getValidatorTokenDummy',
    formBody({ idorder: String(orderId), tipo: 'CER' }),
    headers,
  );
  const token = r.body.token as string;
  const page = await (await fetch(`${w.server.url}/pasarela/dummy?token=${token}`)).text();
  const res = await fetch(`${w.server.url}/pasarela/dummy/resultado`, {
    method: 'POST',
    body: new URLSearchParams({ token, resultado }),
  });
  await res.text();
  return { token, page, status: res.status };
}

/** The certificate mails in the outbox for `to`, newest first, with the code each carries. */
export async function certificateMails(db: Database, to: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id));
  return rows
    .filter((r) => r.kind === 'certificate')
    .map((r) => ({ ...r, code: /Tu código: ([A-Z0-9]{12})/.exec(r.text)?.[1] ?? '' }));
}

/** The e-mail of account `customerId`, or maria@example.com for a certificate of nobody's. */
async function ownerEmail(db: Database, customerId: number | null): Promise<string> {
  if (customerId === null) return 'maria@example.com';
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.email ?? 'maria@example.com';
}

/**
 * A certificate issued straight into the database (a paid order's line would do the same):
 * `balanceCents` on it, owned by `customerId` (activated) or nobody, with its 'issue' row.
 */
export async function certificateGive(
  db: Database,
  input: {
    balanceCents: number;
    customerId: number | null;
    expiresOn?: string;
    at: Date;
    /** the e-mail it was mailed to: the owner's, or maria@example.com, unless said */
    recipientEmail?: string;
  },
): Promise<{ id: number; code: string }> {
  const code = certificateCodeNew();
  // one given to an account was mailed to that account's e-mail (only its recipient holds it)
  const recipientEmail = input.recipientEmail ?? (await ownerEmail(db, input.customerId));
  const [row] = await db
    .insert(giftCertificates)
    .values({
      code,
      catalogueId: 1,
      certificateOrderId: 0,
      line: Math.floor(Math.random() * 1e9),
      name: 'Gift card',
      description: '',
      amountCents: input.balanceCents,
      balanceCents: input.balanceCents,
      buyerName: 'Ana',
      recipientName: 'María',
      recipientEmail,
      dedication: '',
      customerId: input.customerId,
      activatedAt: input.customerId === null ? null : input.at,
      issuedAt: input.at,
      expiresOn: input.expiresOn ?? '2027-11-23',
    })
    .returning({ id: giftCertificates.id });
  await db.insert(certificateMovements).values({
    certificateId: row!.id,
    orderId: null,
    amountCents: input.balanceCents,
    kind: 'issue',
    at: input.at,
  });
  return { id: row!.id, code };
}

/** A certificate's balance and the sum of its ledger, cents. */
export async function certificateBooks(db: Database, id: number) {
  const [cert] = await db.select().from(giftCertificates).where(eq(giftCertificates.id, id));
  const [ledger] = await db
    .select({ total: sum(certificateMovements.amountCents) })
    .from(certificateMovements)
    .where(eq(certificateMovements.certificateId, id));
  return { balance: cert!.balanceCents, ledger: Number(ledger?.total ?? 0) };
}
