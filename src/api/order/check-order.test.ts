import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { checkOrder, checkOrderResponseSchema } from './check-order';
import { orderIdOf } from '../../domain/order/order-id';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

const RECEIVED = 'Tu pedido #41 ya fue recibido. Puedes seguirlo en Mis pedidos.';

describe('data/checkOrder', () => {
  it("reads '00' while a card order awaits payment", async () => {
    fakeFetch(() => okAnswer({ estado: 'PEN', pago: 'pendiente' }));
    expect(await checkOrder(orderIdOf(41))).toEqual({
      code: '00',
      message: 'OK',
      status: 'PEN',
      payment: 'pendiente',
    });
    expect(sent[0]!.url).toBe('/api/data/checkOrder');
    expect(String(sent[0]!.body)).toBe('idorder=41');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
  });

  it("reads '02' with the status once placed, without a toast", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '02', mensajeRetorno: RECEIVED, estado: 'INI', pago: 'pagado' }),
    );
    expect(await checkOrder(orderIdOf(41))).toEqual({
      code: '02',
      message: RECEIVED,
      status: 'INI',
      payment: 'pagado',
    });
    expect(uiStore.toasts).toEqual([]);
  });

  it("an unknown order is '02' with status 'ERR'", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' }, 404),
    );
    expect(await checkOrder(orderIdOf(9))).toEqual({
      code: '02',
      message: 'Pedido no encontrado',
      status: 'ERR',
      payment: null,
    });
  });

  it("a communication failure is '01' 'Error de comunicación' with 'ERR' (§8.2)", async () => {
    const failed = { code: '01', message: 'Error de comunicación', status: 'ERR', payment: null };
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkOrder(orderIdOf(41))).toEqual(failed);
    fakeFetch(
      () => new Response('oops', { status: 500 }),
      () => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Error interno' }, 503),
      () => new Response('<html>', { status: 200 }),
    );
    for (let i = 0; i < 3; i += 1) expect(await checkOrder(orderIdOf(41))).toEqual(failed);
  });

  it('uses the access token when logged in', async () => {
    sessionSetTokens('a1', 'r1');
    fakeFetch(() => okAnswer({ estado: 'PEN', pago: 'rechazado' }));
    expect((await checkOrder(orderIdOf(41))).payment).toBe('rechazado');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer a1');
  });

  it('reads an unknown status code as PEN and a missing one as ERR', () => {
    const read = (estado: unknown) =>
      checkOrderResponseSchema.parse({ codigoRetorno: '00', estado }).status;
    expect(read('des')).toBe('DES');
    expect(read('XYZ')).toBe('PEN');
    expect(read(undefined)).toBe('ERR');
  });
});
