import { eq, sql } from 'drizzle-orm';
import { emailCheck } from '../../src/domain/checkout/checkout-fields.ts';
import { centsAdd, centsFromAmount, centsToAmount, type Cents } from '../../src/domain/money.ts';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_ORDER_LINES_MAX,
  DEDICATION_LIMIT,
} from '../../src/protocol/certificate.ts';
import type { Session } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { certificateOrders, type CertificateOrderLineStored } from '../db/schema/certificates.ts';
import { ApiError, fail, ok, type Envelope } from '../wire/envelope.ts';
import { IDEMPOTENCY_MSG } from '../idempotency/idempotency-key.ts';
import { orderRepeatCheck, orderRequestHash } from '../idempotency/request-hash.ts';
import { certificateCatalogueRead } from './certificate-catalogue.ts';
import type { CertificateOrderInput } from './certificate-order-body.ts';

/** What the lines read into: the stored lines, or the '01' text of what is wrong. */
type LinesRead = { ok: true; lines: CertificateOrderLineStored[] } | { ok: false; message: string };

const blank = (value: string) => value.trim() === '';

/**
 * §3.7 the certificate order's lines against the catalogue: 1..5 lines, each an existing
 * certificate at exactly its catalogue amount, a buyer's and a recipient's name, a valid
 * recipient e-mail and a dedication of at most DEDICATION_LIMIT characters.
 */
async function linesRead(db: Database, body: CertificateOrderInput): Promise<LinesRead> {
  const { menu } = body;
  if (menu.length < 1 || menu.length > CERTIFICATE_ORDER_LINES_MAX) {
    return { ok: false, message: CERTIFICATE_MESSAGES.lines };
  }
  const catalogue = new Map((await certificateCatalogueRead(db)).map((c) => [c.id, c]));
  const lines: CertificateOrderLineStored[] = [];
  for (const line of menu) {
    const item = catalogue.get(line.I);
    if (!item || centsFromAmount(line.P) !== item.amountCents) {
      return { ok: false, message: CERTIFICATE_MESSAGES.amountChanged };
    }
    if (blank(line.CER_N) || blank(line.CER_ND)) {
      return { ok: false, message: CERTIFICATE_MESSAGES.namesRequired };
    }
    if (emailCheck(line.CER_CD) !== null) {
      return { ok: false, message: CERTIFICATE_MESSAGES.recipientEmail };
    }
    if ([...line.CER_D].length > DEDICATION_LIMIT) {
      return { ok: false, message: CERTIFICATE_MESSAGES.dedicationTooLong };
    }
    lines.push({
      catalogueId: item.id,
      name: item.name,
      description: item.description,
      amountCents: item.amountCents,
      buyerName: line.CER_N.trim(),
      recipientName: line.CER_ND.trim(),
      recipientEmail: line.CER_CD.trim(),
      dedication: line.CER_D.trim(),
    });
  }
  return { ok: true, lines };
}

/** Spanish '01' answers of the buyer's own data. */
export const CERTIFICATE_ORDER_MSG = {
  saved: 'Orden guardada',
  buyerEmail: 'Ingresa un correo electrónico válido',
  buyerName: 'Este campo es requerido',
} as const;

/** Contract "Idempotency": what a repeat of a stored key is compared with and answered. */
interface CertificateOrderStored {
  id: number;
  totalCents: number;
  ownerSub: string;
  requestHash: string | null;
}

async function orderByKey(db: Database, key: string): Promise<CertificateOrderStored | null> {
  const [row] = await db
    .select({
      id: certificateOrders.id,
      totalCents: certificateOrders.totalCents,
      ownerSub: certificateOrders.ownerSub,
      requestHash: certificateOrders.requestHash,
    })
    .from(certificateOrders)
    .where(eq(certificateOrders.idempotencyKey, key));
  return row ?? null;
}

const savedAnswer = (id: number, totalCents: number): Envelope =>
  ok({ ORDERID: id, total: centsToAmount(totalCents as Cents) }, CERTIFICATE_ORDER_MSG.saved);

/** Contract "Idempotency": a repeat answers the stored order (orderRepeatCheck: or 409). */
function repeatAnswer(stored: CertificateOrderStored, requestHash: string, session: Session) {
  orderRepeatCheck(stored, requestHash, session);
  return savedAnswer(stored.id, stored.totalCents);
}

/**
 * §3.7 data/saveOrderCertificado: the order of 1..5 certificates stored unpaid (payment
 * 'pendiente', paid by card through checkout/getValidatorTokenDummy with tipo 'CER'), its
 * amounts the catalogue's. Answers '00' with ORDERID, or '01' with what is wrong and nothing
 * stored. The id comes from the orders' sequence: an id names one order of either kind.
 * Contract "Idempotency": with `orden.idempotencia`, a repeat of the key (a second tap, a
 * retry after a lost answer, two at once) answers the first order and stores no other.
 */
export async function certificateOrderSave(
  db: Database,
  body: CertificateOrderInput,
  session: Session,
  now: Date,
): Promise<Envelope> {
  const key = body.orden?.idempotencia ?? null;
  const requestHash = orderRequestHash({ data: body.data, menu: body.menu });
  const stored = key === null ? null : await orderByKey(db, key);
  if (stored) return repeatAnswer(stored, requestHash, session);
  if (blank(body.data.nombre)) return fail(CERTIFICATE_ORDER_MSG.buyerName, '01');
  if (emailCheck(body.data.correo) !== null) return fail(CERTIFICATE_ORDER_MSG.buyerEmail, '01');
  const read = await linesRead(db, body);
  if (!read.ok) return fail(read.message, '01');
  const total = centsAdd(...read.lines.map((l) => l.amountCents as Cents));
  const [row] = await db
    .insert(certificateOrders)
    .values({
      id: sql`nextval(pg_get_serial_sequence('orders', 'id'))::int`,
      ownerKind: session.kind,
      ownerSub: session.sub,
      totalCents: total,
      paymentStatus: 'pendiente',
      contactName: body.data.nombre.trim(),
      contactEmail: body.data.correo.trim(),
      lines: read.lines,
      data: body.data,
      createdAt: now,
      idempotencyKey: key,
      requestHash,
    })
    // keys are unique; a body without a key (null) never conflicts
    .onConflictDoNothing({ target: certificateOrders.idempotencyKey })
    .returning({ id: certificateOrders.id });
  if (row) return savedAnswer(row.id, total);
  // a concurrent twin with the same key was stored first: answer as a repeat
  const twin = key === null ? null : await orderByKey(db, key);
  if (!twin) throw new ApiError(409, IDEMPOTENCY_MSG.inProcess);
  return repeatAnswer(twin, requestHash, session);
}
