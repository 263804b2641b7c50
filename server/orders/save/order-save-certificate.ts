import { centsToAmount, type Cents } from '../../../src/domain/money.ts';
import { CERTIFICATE_MESSAGES } from '../../../src/protocol/certificate.ts';
import { certificateMove, certificateSpendCheck } from '../../certificates/certificate-spend.ts';
import type { Database } from '../../db/client.ts';
import { fail, type Envelope } from '../../wire/envelope.ts';
import type { OrderDataInput } from './order-save-body.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';
import { certificateRestMessage } from './order-save-service.ts';
import { orderByIdempotencyKey, orderInsert, type OrderNewRow } from './order-save-store.ts';

/**
 * §3.7 an order paid with a certificate (tipoPago 'C', issue 17 contract "Paying an order
 * with a certificate"): the order, the debit of its certificate and the ledger row are one
 * transaction with the certificate row locked.
 */

/** What the certificate payment of an order came to. */
export type CertificateOrderOutcome =
  { kind: 'saved'; answer: Envelope } | { kind: 'twin' } | { kind: 'refused'; answer: Envelope };

/** '01' when a certificate payment lacks its e-mail or its code (§5.2 texts), else null. */
export function certificateFieldsMessage(data: OrderDataInput): string | null {
  if ((data.correoCertificado ?? '').trim() === '') return CERTIFICATE_MESSAGES.email;
  if ((data.codigoCertificado ?? '').trim() === '') return CERTIFICATE_MESSAGES.code;
  return null;
}

/**
 * In one transaction: the certificate (by the account e-mail and code) locked and checked
 * (found, not expired, funds, the rest's method when it does not cover the total, by card
 * only while card payment is on: '01' otherwise, nothing stored); a concurrent twin with the same idempotency key answered as a
 * repeat; the order inserted with what the certificate covers and how the rest is paid
 * (by card: payment 'pendiente', the gateway charges the rest); the certificate debited
 * min(balance, total) with its ledger row. The answer adds `certificado` and `resto` (dollars).
 * `insert` writes the order inside this transaction (the order save records a coupon's use
 * with it: orderInsertRedeeming).
 */
export async function orderInsertWithCertificate(
  db: Database,
  row: OrderNewRow,
  answer: Envelope,
  data: OrderDataInput,
  now: Date,
  parameters: Pick<OrderSaveParameters, 'dummyGateway'>,
  insert: (
    tx: Database,
    row: OrderNewRow,
    answer: Envelope,
  ) => Promise<Envelope | null> = orderInsert,
): Promise<CertificateOrderOutcome> {
  return db.transaction(async (tx): Promise<CertificateOrderOutcome> => {
    const check = await certificateSpendCheck(tx, {
      email: data.correoCertificado ?? '',
      code: data.codigoCertificado ?? '',
      totalCents: row.totalCents,
      partial: data.pagoParcial,
      now,
    });
    // a twin that committed while this one waited for the lock answers as a repeat
    if (await orderByIdempotencyKey(tx, row.idempotencyKey)) return { kind: 'twin' };
    if (!check.ok) return { kind: 'refused', answer: fail(check.message, '01') };
    const restPayment = check.restCents > 0 ? (data.pagoParcial ?? null) : null;
    const restRefusal = certificateRestMessage(restPayment, parameters);
    if (restRefusal !== null) return { kind: 'refused', answer: fail(restRefusal, '01') };
    const paymentStatus = restPayment === 'T' ? 'pendiente' : 'no aplica';
    const saved = await insert(
      tx,
      {
        ...row,
        paymentStatus,
        certificateId: check.certificate.id,
        certificateCents: check.debitCents,
        restPayment,
      },
      {
        ...answer,
        pago: paymentStatus,
        certificado: centsToAmount(check.debitCents as Cents),
        resto: centsToAmount(check.restCents as Cents),
      },
    );
    if (!saved) return { kind: 'twin' };
    await certificateMove(tx, {
      certificateId: check.certificate.id,
      orderId: Number(saved.ORDERID),
      cents: -check.debitCents,
      kind: 'debit',
      now,
    });
    return { kind: 'saved', answer: saved };
  });
}
