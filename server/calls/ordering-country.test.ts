import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { ORDERING_COUNTRY_MESSAGE } from '../../src/domain/ordering-country.ts';
import { certificateLine, certificateOrderPost } from '../certificates/certificate.fixture.ts';
import {
  orderBody,
  orderCount,
  pickupData,
  storedOrders,
  useSaveWorld,
  type SaveWorld,
} from '../test/save-world.ts';
import { menuProduct, wireOf } from '../quote/quote.fixture';
import { post } from '../test/harness.ts';

// §1 / issue 18 the country check through real HTTP, as a hostile client that ignores what
// the app would show: the server recomputes it from its own configuration (COUNTRY_CODE,
// FAKE_CASH) on every order save, the gift certificates' included.

/** 2 regular fries and a soda at Zona Rosa, cash: an order the demo chain takes at noon. */
function pickupOrder(w: SaveWorld) {
  const cart: Cart = cartAdd(
    cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 2),
    menuProduct(w.clientMenu, 1502),
    1,
  );
  return orderBody(pickupData(cart), wireOf(cart));
}

async function getData(w: SaveWorld) {
  const r = await post(w.server, '/data/getData', {}, w.guest);
  return r.body.data as { pais: { iso_code: string }; parametros: Record<string, string> };
}

describe("COUNTRY_CODE='GT': the menu is served, orders are refused", () => {
  const w = useSaveWorld({ COUNTRY_CODE: 'GT' });

  test('data/getData says GT and FAKE_CASH N', async () => {
    const data = await getData(w);
    expect(data.pais).toEqual({ iso_code: 'GT' });
    expect(data.parametros.FAKE_CASH).toBe('N');
  });

  test("data/saveOrderPendiente: '01' with the Spanish message, nothing stored", async () => {
    const before = await orderCount(w);
    const body = pickupOrder(w);
    const r = await w.save(body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ codigoRetorno: '01', mensajeRetorno: ORDERING_COUNTRY_MESSAGE });
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    expect(await orderCount(w)).toBe(before);
  });

  test("data/saveOrderCertificado: '01' with the same message", async () => {
    const r = await certificateOrderPost(w, [certificateLine(1, 10)]);
    expect(r.body).toEqual({ codigoRetorno: '01', mensajeRetorno: ORDERING_COUNTRY_MESSAGE });
  });
});

describe("COUNTRY_CODE='GT' with FAKE_CASH=1: orders go through", () => {
  const w = useSaveWorld({ COUNTRY_CODE: 'GT', FAKE_CASH: '1' });

  test('data/getData says GT and FAKE_CASH S', async () => {
    const data = await getData(w);
    expect(data.pais).toEqual({ iso_code: 'GT' });
    expect(data.parametros.FAKE_CASH).toBe('S');
  });

  test('the order and the certificate order are saved', async () => {
    const r = await w.save(pickupOrder(w));
    expect(r.body.codigoRetorno).toBe('00');
    const certificate = await certificateOrderPost(w, [certificateLine(1, 10)]);
    expect(certificate.body.codigoRetorno).toBe('00');
  });
});

describe('the default country (SV): orders go through', () => {
  const w = useSaveWorld();

  test('data/getData says SV; the order and the certificate order are saved', async () => {
    expect((await getData(w)).pais).toEqual({ iso_code: 'SV' });
    expect((await w.save(pickupOrder(w))).body.codigoRetorno).toBe('00');
    const certificate = await certificateOrderPost(w, [certificateLine(1, 10)]);
    expect(certificate.body.codigoRetorno).toBe('00');
  });
});
