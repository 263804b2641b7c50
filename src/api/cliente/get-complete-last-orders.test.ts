import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { orderWireFixture } from '../order/order-wire.fixture';
import { callOf } from './cliente.fixture';
import { completeLastOrdersSchema, getCompleteLastOrders } from './get-complete-last-orders';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  uiReset();
});
afterEach(() => transportSet(null));

describe('getCompleteLastOrders (cliente/getCompleteLastOrders)', () => {
  it('asks with both tokens and an empty body; reads every order as getOrdenHash does', async () => {
    fakeFetch(() =>
      okAnswer({ ordenes: [orderWireFixture({ idord: 52 }), orderWireFixture({ idord: 47 })] }),
    );
    const orders = await getCompleteLastOrders();
    expect(orders.map((o) => [o.id, o.hash, o.total])).toEqual([
      [52, (52).toString(16).padStart(32, '0'), 350],
      [47, (47).toString(16).padStart(32, '0'), 350],
    ]);
    expect(sent.map(callOf)).toEqual(['cliente/getCompleteLastOrders']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect(String(sent[0]!.body ?? '')).toBe('');
  });

  it('leaves out an order that does not fit, keeps the others', () => {
    const parsed = completeLastOrdersSchema.parse({
      codigoRetorno: '00',
      ordenes: [orderWireFixture({ idord: 9 }), orderWireFixture({ idord: 8, tipoEntrega: 'X' })],
    });
    expect(parsed.map((o) => o.id)).toEqual([9]);
  });

  it('refuses an answer without ordenes; an error answer throws without a toast', async () => {
    expect(completeLastOrdersSchema.safeParse({ codigoRetorno: '00' }).success).toBe(false);
    fakeFetch(() => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'No' }));
    await expect(getCompleteLastOrders()).rejects.toMatchObject({ code: '02' });
    expect(uiStore.toasts).toEqual([]);
  });
});
