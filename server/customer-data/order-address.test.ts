import { describe, expect, test } from 'vitest';
import { ADDRESS_MESSAGES, type AddressWire } from '../../src/protocol/customer-address.ts';
import { customerSession, type CustomerSession } from '../accounts/customer.fixture.ts';
import {
  deliveryData,
  MONDAY_NOON,
  orderBody,
  orderCount,
  sealBody,
  storedOrders,
  useSaveWorld,
} from '../test/save-world';
import { honestCart, wireOf } from '../quote/quote.fixture';
import { post } from '../test/harness.ts';
import { addressBody, ESCALON } from './customer-data.fixture.ts';

// issue 16 contract: data/saveOrderPendiente to a saved address (iddcl > 0) only for the
// address's owner; anyone else's order is refused and nothing stored.
const w = useSaveWorld();

const login = (sub: string): Promise<CustomerSession> =>
  customerSession(w.server, sub, MONDAY_NOON);

async function addressOf(c: CustomerSession): Promise<AddressWire> {
  const data = sealBody(addressBody(ESCALON), await w.ckKey());
  const r = await post(w.server, '/cliente/saveDireccion', { data }, c.headers);
  expect(r.body.codigoRetorno).toBe('00');
  return r.body.direccion as AddressWire;
}

const homeOrder = (iddcl: number) => {
  const cart = honestCart(w);
  return orderBody({ ...deliveryData(cart, ESCALON), iddcl }, wireOf(cart));
};

const NOT_FOUND = { codigoRetorno: '02', mensajeRetorno: ADDRESS_MESSAGES.notFound };

describe('data/saveOrderPendiente with iddcl', () => {
  test("the owner's saved address: the order is stored with it", async () => {
    const ana = await login('iddcl-ana');
    const address = await addressOf(ana);
    const body = homeOrder(address.id);
    const r = await w.save(body, ana.headers);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    const [order] = await storedOrders(w, [body.orden.idempotencia]);
    expect((order?.data as { data: { iddcl: number } }).data.iddcl).toBe(address.id);
  });

  test("another customer's, a guest, an unknown or a deleted address: refused, nothing stored", async () => {
    const ana = await login('iddcl-ana-2');
    const beto = await login('iddcl-beto');
    const address = await addressOf(ana);
    const gone = await addressOf(ana);
    await post(w.server, '/cliente/deleteDireccion', { i: String(gone.id) }, ana.headers);
    const attempts: [Record<string, string>, number][] = [
      [beto.headers, address.id],
      [w.guest, address.id],
      [ana.headers, 99_999_999],
      [ana.headers, gone.id],
    ];
    for (const [who, iddcl] of attempts) {
      const before = await orderCount(w);
      const body = homeOrder(iddcl);
      const r = await w.save(body, who);
      expect(r.body).toEqual(NOT_FOUND);
      expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
      expect(await orderCount(w)).toBe(before);
    }
  });

  test('a pin not saved (iddcl 0) needs no account', async () => {
    const r = await w.save(homeOrder(0), w.guest);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
  });
});
