import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { cartEmpty } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { CERTIFICATE_MESSAGES } from '../../src/protocol/certificate.ts';
import { customerSession } from '../accounts/customer.fixture.ts';
import { certificateMovements } from '../db/schema/certificates.ts';
import { orders } from '../db/schema/orders.ts';
import { orderAdvance } from '../orders/ops/order-advance.ts';
import {
  MONDAY_NOON,
  orderBody,
  pickupData,
  storedOrders,
  useSaveWorld,
} from '../test/save-world.ts';
import { menuProduct, wireOf } from '../quote/quote.fixture';
import { formBody } from '../test/guest-calls.ts';
import { post } from '../test/harness.ts';
import { certificateBooks, certificateGive } from './certificate.fixture.ts';

// Issue 17 contract "Paying an order with a certificate" through real HTTP (data/saveOrderPendiente
// tipoPago 'C'), as a hostile client: the account e-mail and code are the credential, the
// debit is in the order's transaction with the certificate locked, the ledger always equals
// the balance, and a cancelled order gives back what it took, once.
const w = useSaveWorld();

/** n regular fries ($1.49 each) for pickup, paid with the certificate. */
function certificateOrder(n: number, pay: { email: string; code: string; partial?: 'E' | 'T' }) {
  const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), n);
  const data = {
    ...pickupData(cart),
    tipoPago: 'C' as const,
    correoCertificado: pay.email,
    codigoCertificado: pay.code,
    ...(pay.partial ? { pagoParcial: pay.partial } : {}),
  };
  return orderBody(data, wireOf(cart));
}

async function owner(sub: string) {
  return customerSession(w.server, sub, MONDAY_NOON);
}

const give = (balanceCents: number, customerId: number | null, expiresOn?: string) =>
  certificateGive(w.server.db, {
    balanceCents,
    customerId,
    at: MONDAY_NOON,
    ...(expiresOn ? { expiresOn } : {}),
  });

describe('paying an order with a certificate', () => {
  test('enough funds: the order is saved and the balance debited with its ledger row', async () => {
    const ana = await owner('paga-ana');
    const cert = await give(1000, ana.id);
    const body = certificateOrder(2, { email: ana.email, code: cert.code });
    const r = await w.save(body);
    expect(r.body).toMatchObject({
      codigoRetorno: '00',
      certificado: 2.98,
      resto: 0,
      pago: 'no aplica',
    });
    const [order] = await storedOrders(w, [body.orden.idempotencia]);
    expect(order).toMatchObject({
      paymentType: 'CER',
      certificateCents: 298,
      certificateId: cert.id,
    });
    // the code is a credential: never kept with the order
    expect(JSON.stringify(order!.data)).not.toContain(cert.code);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 702, ledger: 702 });
    // the same key again answers as stored and debits nothing more
    const again = await w.save(body);
    expect(again.body).toEqual(r.body);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 702, ledger: 702 });
  });

  test('insufficient funds without pagoParcial: 01, nothing stored, nothing debited', async () => {
    const ana = await owner('paga-poco');
    const cert = await give(100, ana.id);
    const body = certificateOrder(2, { email: ana.email, code: cert.code });
    const r = await w.save(body);
    expect(r.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: CERTIFICATE_MESSAGES.partialRequired,
    });
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 100, ledger: 100 });
  });

  test('insufficient funds, the rest in cash: the certificate pays what it has', async () => {
    const ana = await owner('paga-efectivo');
    const cert = await give(100, ana.id);
    const r = await w.save(
      certificateOrder(2, { email: ana.email, code: cert.code, partial: 'E' }),
    );
    expect(r.body).toMatchObject({
      codigoRetorno: '00',
      certificado: 1,
      resto: 1.98,
      pago: 'no aplica',
    });
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 0, ledger: 0 });
  });

  test('insufficient funds, the rest by card: the gateway charges only the rest', async () => {
    const ana = await owner('paga-tarjeta');
    const cert = await give(100, ana.id);
    const body = certificateOrder(2, { email: ana.email, code: cert.code, partial: 'T' });
    const r = await w.save(body);
    expect(r.body).toMatchObject({
      codigoRetorno: '00',
      certificado: 1,
      resto: 1.98,
      pago: 'pendiente',
    });
    const id = String(r.body.ORDERID);
    const link = await post(
      w.server,
      '/checkout/getValidatorTokenDummy',
      formBody({ idorder: id, tipo: 'T' }),
      w.guest,
    );
    const page = await (await fetch(`${w.server.url}${link.body.url as string}`)).text();
    expect(page).toContain('$1.98');
    const waiting = await post(w.server, '/data/checkOrder', formBody({ idorder: id }), w.guest);
    expect(waiting.body.codigoRetorno).toBe('00');
  });

  test('funds none: 01', async () => {
    const ana = await owner('paga-nada');
    const cert = await give(0, ana.id);
    const r = await w.save(
      certificateOrder(1, { email: ana.email, code: cert.code, partial: 'E' }),
    );
    expect(r.body).toEqual({ codigoRetorno: '01', mensajeRetorno: CERTIFICATE_MESSAGES.noFunds });
  });

  test("another account's certificate, or one not activated, is not found", async () => {
    const ana = await owner('duena');
    const eva = await owner('ajena');
    const cert = await give(1000, ana.id);
    const loose = await give(1000, null);
    const notFound = { codigoRetorno: '01', mensajeRetorno: CERTIFICATE_MESSAGES.notFound };
    expect((await w.save(certificateOrder(1, { email: eva.email, code: cert.code }))).body).toEqual(
      notFound,
    );
    expect(
      (await w.save(certificateOrder(1, { email: ana.email, code: loose.code }))).body,
    ).toEqual(notFound);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 1000, ledger: 1000 });
  });

  test('an expired certificate is refused', async () => {
    const ana = await owner('vencida');
    const cert = await give(1000, ana.id, '2026-11-22');
    const r = await w.save(certificateOrder(1, { email: ana.email, code: cert.code }));
    expect(r.body).toEqual({ codigoRetorno: '01', mensajeRetorno: CERTIFICATE_MESSAGES.expired });
  });

  test('a cancelled order credits the certificate back once', async () => {
    const ana = await owner('cancela');
    const cert = await give(1000, ana.id);
    const r = await w.save(certificateOrder(3, { email: ana.email, code: cert.code }));
    const id = r.body.ORDERID as number;
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 553, ledger: 553 });
    const cancelled = await orderAdvance(w.server.db, id, 'CAN', MONDAY_NOON);
    expect(cancelled.ok).toBe(true);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 1000, ledger: 1000 });
    const twice = await orderAdvance(w.server.db, id, 'CAN', MONDAY_NOON);
    expect(twice.ok).toBe(false);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 1000, ledger: 1000 });
    const kinds = await w.server.db
      .select({ kind: certificateMovements.kind, cents: certificateMovements.amountCents })
      .from(certificateMovements)
      .where(eq(certificateMovements.orderId, id));
    expect(kinds.sort((a, b) => a.cents - b.cents)).toEqual([
      { kind: 'debit', cents: -447 },
      { kind: 'credit', cents: 447 },
    ]);
  });

  test('an unpaid card rest can be cancelled, and the certificate part comes back', async () => {
    const ana = await owner('abandona');
    const cert = await give(100, ana.id);
    const r = await w.save(
      certificateOrder(2, { email: ana.email, code: cert.code, partial: 'T' }),
    );
    const id = r.body.ORDERID as number;
    expect((await orderAdvance(w.server.db, id, 'INI', MONDAY_NOON)).ok).toBe(false);
    expect((await orderAdvance(w.server.db, id, 'CAN', MONDAY_NOON)).ok).toBe(true);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 100, ledger: 100 });
  });
});

describe('100 concurrent orders spending one certificate', () => {
  test('the sum debited never exceeds the balance; the ledger equals the balance change', async () => {
    const ana = await owner('concurrente');
    const cert = await give(2000, ana.id);
    // $2.98 each; without pagoParcial the ones the balance cannot cover are refused
    const bodies = Array.from({ length: 100 }, () =>
      certificateOrder(2, { email: ana.email, code: cert.code }),
    );
    const answers = await Promise.all(bodies.map((b) => w.save(b)));
    const saved = answers.filter((a) => a.body.codigoRetorno === '00');
    const refused = answers.filter((a) => a.body.codigoRetorno === '01');
    expect(saved.length + refused.length).toBe(100);
    expect(saved).toHaveLength(6); // 6 × 2.98 = 17.88 <= 20.00 < 7 × 2.98
    const rows = await w.server.db.select().from(orders).where(eq(orders.certificateId, cert.id));
    const debited = rows.reduce((total, o) => total + o.certificateCents, 0);
    expect(rows).toHaveLength(6);
    expect(debited).toBe(1788);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 212, ledger: 212 });
  });

  test('with the rest in cash every order is placed and the certificate is spent exactly', async () => {
    const ana = await owner('concurrente-resto');
    const cert = await give(1000, ana.id);
    const bodies = Array.from({ length: 100 }, () =>
      certificateOrder(1, { email: ana.email, code: cert.code, partial: 'E' }),
    );
    const answers = await Promise.all(bodies.map((b) => w.save(b)));
    const saved = answers.filter((a) => a.body.codigoRetorno === '00');
    const rows = await w.server.db.select().from(orders).where(eq(orders.certificateId, cert.id));
    const debited = rows.reduce((total, o) => total + o.certificateCents, 0);
    expect(debited).toBe(1000);
    expect(debited).toBeLessThanOrEqual(1000);
    // once spent, the next orders are refused (funds none)
    expect(saved.length).toBe(rows.length);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 0, ledger: 0 });
  });
});
