import { describe, expect, test } from 'vitest';
import { cartEmpty } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { customerSession } from '../../accounts/customer.fixture.ts';
import { certificateOrders } from '../../db/schema/certificates.ts';
import {
  certificateBooks,
  certificateGive,
  certificateLine,
  certificateOrderPost,
} from '../../certificates/certificate.fixture.ts';
import { menuProduct, wireOf } from '../../quote/quote.fixture';
import {
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  storedOrders,
  useSaveWorld,
} from '../../test/save-world';
import { ORDER_SERVICE_MSG } from './order-save-service.ts';

// Card payment is on only with a card gateway (the menu parameter PASARELA_DUMMY '1', off in
// production unless set): with it off the app offers no card, and a hostile client's card
// order was still saved ('00', pago 'pendiente') with no way to pay it. Refused '01'.
const w = useSaveWorld({ PASARELA_DUMMY: '0' });
const CARD_OFF = { codigoRetorno: '01', mensajeRetorno: ORDER_SERVICE_MSG.card };

/** n regular fries ($1.49 each) for pickup. */
const fries = (n: number) => cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), n);

describe('card payment off (PASARELA_DUMMY 0)', () => {
  test('the menu parameters tell the app so', () => {
    expect(w.server.config.parametros.PASARELA_DUMMY).toBe('0');
  });

  test("a meal order paid by card (tipoPago 'T'): '01', nothing stored", async () => {
    const cart = fries(2);
    const body = orderBody({ ...pickupData(cart), tipoPago: 'T' }, wireOf(cart));
    const before = await orderCount(w);
    expect((await w.save(body)).body).toEqual(CARD_OFF);
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    expect(await orderCount(w)).toBe(before);
  });

  test("a certificate that leaves a rest paid by card (pagoParcial 'T'): '01', nothing debited", async () => {
    const ana = await customerSession(w.server, 'tarjeta-apagada', MONDAY_NOON);
    const cert = await certificateGive(w.server.db, {
      balanceCents: 100,
      customerId: ana.id,
      at: MONDAY_NOON,
    });
    const cart = fries(2);
    const data = {
      ...pickupData(cart),
      tipoPago: 'C',
      correoCertificado: ana.email,
      codigoCertificado: cert.code,
      pagoParcial: 'T',
    };
    const body = orderBody(data, wireOf(cart));
    expect((await w.save(body)).body).toEqual(CARD_OFF);
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    expect(await certificateBooks(w.server.db, cert.id)).toEqual({ balance: 100, ledger: 100 });
    // the rest in cash is still taken
    const cash = orderBody({ ...data, pagoParcial: 'E' }, wireOf(cart));
    expect((await w.save(cash)).body).toMatchObject({ codigoRetorno: '00', resto: 1.98 });
  });

  test("a gift-card order (paid by card only): '01', nothing stored", async () => {
    const before = await w.server.db.select().from(certificateOrders);
    const r = await certificateOrderPost(w, [certificateLine(1, 10)]);
    expect(r.body).toEqual(CARD_OFF);
    expect(await w.server.db.select().from(certificateOrders)).toEqual(before);
  });

  test('cash orders are still saved', async () => {
    const cart = fries(1);
    const r = await w.save(orderBody(pickupData(cart), wireOf(cart)));
    expect(r.body).toMatchObject({ codigoRetorno: '00', pago: 'no aplica' });
  });
});
