import { describe, expect, test } from 'vitest';
import { cartEmpty } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { CERTIFICATE_MESSAGES } from '../../../src/protocol/certificate.ts';
import { customerSession } from '../../accounts/customer.fixture.ts';
import { honestCart, menuProduct, wireOf } from '../../quote/quote.fixture';
import {
  deliveryData,
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  useSaveWorld,
  storedOrders,
} from '../../test/save-world';

// Contract "data/saveOrderPendiente" through real HTTP on the demo chain (ENABLED_CER 'S'):
// certificate payment (issue 17) needs the account's e-mail and the code, and a pair that
// matches an activated certificate (server/certificates/certificate-spend.test.ts pays with
// real ones); otherwise '01' in Spanish and nothing is stored. A cash
// order's 'Pagaré con' amount travels in the comments ('Paga con $20.00') and must cover
// the total, as the app checks.
const w = useSaveWorld();

const REFUSAL = { codigoRetorno: '01', mensajeRetorno: CERTIFICATE_MESSAGES.email };
const NOT_FOUND = { codigoRetorno: '01', mensajeRetorno: CERTIFICATE_MESSAGES.notFound };

async function expectRefusedUnstored(
  body: ReturnType<typeof orderBody>,
  headers?: Record<string, string>,
  refusal: object = REFUSAL,
) {
  const before = await orderCount(w);
  const r = await w.save(body, headers);
  expect(r.status).toBe(200);
  expect(r.body).toEqual(refusal);
  expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
  expect(await orderCount(w)).toBe(before);
}

describe('certificate payment without a matching certificate (01, nothing stored)', () => {
  test('a guest pickup order paid "by certificate"', async () => {
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 2);
    await expectRefusedUnstored(orderBody({ ...pickupData(cart), tipoPago: 'C' }, wireOf(cart)));
  });

  test('a home delivery paid "by certificate"', async () => {
    const cart = honestCart(w);
    await expectRefusedUnstored(orderBody({ ...deliveryData(cart), tipoPago: 'C' }, wireOf(cart)));
  });

  test('a logged-in customer is refused too', async () => {
    const { token } = await customerSession(w.server, 'cliente-9', MONDAY_NOON);
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 1);
    const body = orderBody({ ...pickupData(cart), tipoPago: 'C' }, wireOf(cart));
    await expectRefusedUnstored(body, { authorization: `Bearer ${token}` });
  });

  test('an e-mail without a code asks for the code', async () => {
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 1);
    const data = { ...pickupData(cart), tipoPago: 'C' as const, correoCertificado: 'a@b.com' };
    await expectRefusedUnstored(orderBody(data, wireOf(cart)), undefined, {
      codigoRetorno: '01',
      mensajeRetorno: CERTIFICATE_MESSAGES.code,
    });
  });

  test('a code nobody activated is not found', async () => {
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 1);
    const data = {
      ...pickupData(cart),
      tipoPago: 'C' as const,
      correoCertificado: 'a@b.com',
      codigoCertificado: 'ABCDEFGHJKMN',
      pagoParcial: 'E' as const,
    };
    await expectRefusedUnstored(orderBody(data, wireOf(cart)), undefined, NOT_FOUND);
  });

  test('the same order in cash is saved', async () => {
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 2);
    const r = await w.save(orderBody(pickupData(cart), wireOf(cart)));
    expect(r.body.codigoRetorno).toBe('00');
  });
});

describe("a cash order's amount to pay with (Pagaré con, in the comments)", () => {
  // 2 regular fries: $2.98
  const fries = () => cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 2);

  test('an amount below the total → 01, nothing stored', async () => {
    const cart = fries();
    const data = { ...pickupData(cart), comentarios: 'Paga con $2.00. Sin cebolla' };
    await expectRefusedUnstored(orderBody(data, wireOf(cart)), undefined, {
      codigoRetorno: '01',
      mensajeRetorno: 'El monto debe ser mayor o igual al total',
    });
  });

  test('an amount covering the total is saved with the comments as sent', async () => {
    const cart = fries();
    const comentarios = '01234567-8,Ana López,f@correo.com;Paga con $20.00. Sin cebolla';
    const body = orderBody({ ...pickupData(cart), comentarios }, wireOf(cart));
    const r = await w.save(body);
    expect(r.body.codigoRetorno).toBe('00');
    const [order] = await storedOrders(w, [body.orden.idempotencia]);
    expect((order?.data as { data: { comentarios: string } }).data.comentarios).toBe(comentarios);
  });

  test('the longest comments the form builds are admitted', async () => {
    const cart = fries();
    const comentarios = `Paga con $9,999.99. ${'x'.repeat(600)}`;
    const r = await w.save(orderBody({ ...pickupData(cart), comentarios }, wireOf(cart)));
    expect(r.body.codigoRetorno).toBe('00');
  });
});
