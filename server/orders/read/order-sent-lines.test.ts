import { describe, expect, test } from 'vitest';
import { customerSession } from '../../accounts/customer.fixture.ts';
import { formBody } from '../../test/guest-calls.ts';
import { post } from '../../test/harness.ts';
import { honestCart, wireOf } from '../../quote/quote.fixture';
import { MONDAY_NOON, orderBody, pickupData, useSaveWorld } from '../../test/save-world';
import { orderFixtureInsert } from './order.fixture';

// 'Repetir pedido': the order's wire form gives back the lines the app sent (issue 16), through
// real HTTP on the demo chain, from an order saved by data/saveOrderPendiente.
const w = useSaveWorld();

describe("the order's sent lines in its wire form (menu)", () => {
  test('cliente/getOrdenHash answers the lines exactly as they were sent', async () => {
    // products, configured burgers, a combo, an ATP box and four promotions with their content
    const cart = honestCart(w);
    const sent = wireOf(cart);
    const saved = await w.save(orderBody(pickupData(cart), sent));
    expect(saved.body.codigoRetorno).toBe('00');
    const r = await post(w.server, `/cliente/getOrdenHash/${String(saved.body.TRACKER)}`);
    expect(r.status).toBe(200);
    const data = r.body.data as Record<string, unknown>;
    expect(data.menu).toEqual(sent);
    // the summary lines stay as they were
    expect(data.detalle).toEqual(
      expect.arrayContaining([{ D: 'Papas fritas regulares', C: 2, P: 2.98 }]),
    );
  });

  test("cliente/getCompleteLastOrders gives each of the account's orders its lines too", async () => {
    const ana = await customerSession(w.server, 'repetir-ana', MONDAY_NOON);
    const cart = honestCart(w);
    const sent = wireOf(cart);
    const saved = await w.save(orderBody(pickupData(cart), sent), ana.headers);
    expect(saved.body.codigoRetorno).toBe('00');
    const r = await post(w.server, '/cliente/getCompleteLastOrders', formBody({}), ana.headers);
    const [order] = r.body.ordenes as Record<string, unknown>[];
    expect(order?.idord).toBe(saved.body.ORDERID);
    expect(order?.menu).toEqual(sent);
  });

  test('an order saved before the lines were kept answers an empty list', async () => {
    const row = await orderFixtureInsert(w.server.db, { ownerSub: 'g-old' });
    const r = await post(w.server, `/cliente/getOrdenHash/${row.hash}`);
    expect((r.body.data as Record<string, unknown>).menu).toEqual([]);
  });
});
