import * as v from 'valibot';
import type { CertificateCartLine } from '../../domain/certificates/certificate-cart';
import { orderBodyHash } from '../../domain/order/order-attempt';
import type { OrderId } from '../../domain/order/order-id';
import { centsToAmount } from '../../domain/money';
import type {
  CertificateOrderBody,
  CertificateOrderData,
  CertificateOrderLine,
} from '../../protocol/certificate';
import { wireAnswer, wireInt, wireMap, wireObject } from '../../protocol/wire';
import { sessionIsLoggedIn } from '../session';
import { apiRequest } from '../request';

/** §3.7 the certificate cart's lines as the order carries them. */
export function certificateOrderLines(
  lines: readonly CertificateCartLine[],
): CertificateOrderLine[] {
  return lines.map((line) => ({
    I: line.certificateId,
    P: centsToAmount(line.amount),
    TIP: 'CER',
    C: 1,
    VS: 0,
    CER_N: line.buyerName.trim(),
    CER_ND: line.recipientName.trim(),
    CER_CD: line.recipientEmail.trim(),
    CER_D: line.dedication.trim(),
  }));
}

/** data/saveOrderCertificado answer: `ORDERID`, the certificate order's id. */
export const saveOrderCertificadoSchema = wireAnswer(
  wireMap(
    wireObject({ ORDERID: v.pipe(wireInt, v.minValue(1)) }),
    ({ ORDERID }) => ORDERID as OrderId,
  ),
);

/**
 * §3.7 data/saveOrderCertificado (guest or account, encrypted like data/saveOrderPendiente):
 * saves the certificate order, to be paid by card next. `attemptKey` gives the idempotency key
 * for the body (the same body keeps its key, so a repeat gets the first order back). A refusal
 * ('01'/'02') rejects with ApiError (no toast: the checkout shows it).
 */
export function saveOrderCertificado(
  data: CertificateOrderData,
  lines: readonly CertificateCartLine[],
  attemptKey: (bodyHash: string) => string,
): Promise<OrderId> {
  const content = { data, menu: certificateOrderLines(lines) };
  const body: CertificateOrderBody = {
    ...content,
    orden: { idempotencia: attemptKey(orderBodyHash(content)) },
  };
  return apiRequest('data/saveOrderCertificado', {
    guest: true,
    secure: sessionIsLoggedIn(),
    encrypt: true,
    body: { ...body },
    errorToast: false,
    schema: saveOrderCertificadoSchema,
  });
}
