import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderSaveBody } from '../../protocol/order-body';
import { PUSH_SUBSCRIPTION_MSG } from '../../protocol/push-message';
import {
  sessionClearTokens,
  sessionSetCkKey,
  sessionSetGuestToken,
  sessionSetTokens,
} from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { ApiError } from '../api-error';
import { transportSet } from '../transport';
import { saveOrderPendiente, saveOrderResponseSchema } from './save-order';
import { shopIdOf } from '../../domain/shops/shop-id';

const decrypt = (cipher: string): unknown =>
  JSON.parse(AES.decrypt(cipher, Utf8.parse(CK_KEY), { mode: ECB, padding: Pkcs7 }).toString(Utf8));

const HASH = '0123456789abcdef0123456789abcdef';
const KEY = '6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b7c6a10';

const body: OrderSaveBody = {
  data: {
    nombre: 'Ana López',
    telefono: '77778888',
    correo: 'ana@correo.com',
    detalle: 'PARQUEO',
    fecha: 'n',
    hora: 'n',
    pedidoFuturo: 0,
    personaRecibe: '',
    ordenesPendientes: 0,
    pedidoFuturoInvalido: 0,
    tienda: shopIdOf(7),
    tipoPago: 'E',
    totalVenta: 6.75,
    comentarios: 'Sin cebolla',
    device: 'web',
  },
  menu: [{ I: 1302, C: 1, P: 5 }],
  orden: { idord: 0, fcmToken: '', idempotencia: KEY },
  device: 'web',
  checkout: 1,
};

const PRICES = 'Los precios de tu pedido cambiaron. Revisa tu bolsa y vuelve a intentarlo.';
const BLOCKED =
  'Algunos productos de tu pedido no están disponibles. ¡Pero hay muchas opciones deliciosas! Ajusta tu orden y sigue disfrutando.';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  sessionSetCkKey(CK_KEY);
  uiReset();
});
afterEach(() => transportSet(null));

describe('data/saveOrderPendiente answer', () => {
  it("reads a '00' with the order id, tracker and payment state", () => {
    const parsed = saveOrderResponseSchema.parse({
      codigoRetorno: '00',
      mensajeRetorno: 'Orden guardada',
      ORDERID: 41,
      TRACKER: HASH,
      pago: 'pendiente',
      lstBloqueados: [],
    });
    expect(parsed).toEqual({
      code: '00',
      message: 'Orden guardada',
      orderId: 41,
      hash: HASH,
      payment: 'pendiente',
      blocked: [],
      quote: null,
    });
  });

  it("a '00' without ORDERID or TRACKER does not fit", () => {
    const base = { codigoRetorno: '00', ORDERID: 41, TRACKER: HASH };
    expect(saveOrderResponseSchema.safeParse(base).success).toBe(true);
    expect(saveOrderResponseSchema.safeParse({ ...base, ORDERID: null }).success).toBe(false);
    expect(saveOrderResponseSchema.safeParse({ ...base, TRACKER: '' }).success).toBe(false);
    expect(saveOrderResponseSchema.safeParse({ ...base, codigoRetorno: '05' }).success).toBe(false);
  });

  it('reads the quote in cents and the blocked items, dropping malformed rows', () => {
    const parsed = saveOrderResponseSchema.parse({
      codigoRetorno: '03',
      mensajeRetorno: BLOCKED,
      lstBloqueados: [
        { I: 1302, D: 'Combo Familiar', T: 'producto' },
        { I: '88', D: 'Orilla rellena', T: 'opcion' },
        { I: 5, D: 'x', T: 'otro' },
        { D: 'sin id', T: 'producto' },
      ],
      cotizacion: { subtotal: 8, descuento: 1.25, total: '6.75' },
    });
    expect(parsed.blocked).toEqual([
      { id: 1302, name: 'Combo Familiar', kind: 'producto' },
      { id: 88, name: 'Orilla rellena', kind: 'opcion' },
    ]);
    expect(parsed.quote).toEqual({ subtotal: 800, discount: 125, total: 675 });
    const noTotal = { codigoRetorno: '01', cotizacion: { subtotal: 8, descuento: 0 } };
    expect(saveOrderResponseSchema.parse(noTotal).quote).toBeNull();
  });
});

describe('saveOrderPendiente', () => {
  it('sends the whole body encrypted in `data` with the guest token', async () => {
    fakeFetch(() => okAnswer({ ORDERID: 41, TRACKER: HASH, pago: 'no aplica', lstBloqueados: [] }));
    const answer = await saveOrderPendiente(body);
    expect(answer).toEqual({
      code: '00',
      message: 'OK',
      orderId: 41,
      hash: HASH,
      payment: 'no aplica',
      blocked: [],
      quote: null,
      httpStatus: 200,
    });
    expect(sent.map((s) => s.url)).toEqual(['/api/data/saveOrderPendiente']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    const form = sent[0]!.body as URLSearchParams;
    expect([...form.keys()]).toEqual(['data']);
    expect(decrypt(form.get('data')!)).toEqual(body);
  });

  it('an order whose push service the server does not accept goes again without it, same key', async () => {
    const token = JSON.stringify({ endpoint: 'https://push.otro.example/x', keys: {} });
    fakeFetch(
      () => jsonAnswer({ codigoRetorno: '01', mensajeRetorno: PUSH_SUBSCRIPTION_MSG.endpoint }),
      () => okAnswer({ ORDERID: 41, TRACKER: HASH, pago: 'no aplica' }),
    );
    const answer = await saveOrderPendiente({ ...body, orden: { ...body.orden, fcmToken: token } });
    expect(answer).toMatchObject({ code: '00', orderId: 41 });
    const orders = sent.map((req) => decrypt((req.body as FormData).get('data') as string));
    expect(orders).toEqual([
      { ...body, orden: { ...body.orden, fcmToken: token } },
      { ...body, orden: { ...body.orden, fcmToken: '' } },
    ]);
  });

  it('any other refusal, or one without a subscription, is answered as it is', async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: PUSH_SUBSCRIPTION_MSG.endpoint }),
    );
    await expect(saveOrderPendiente(body)).resolves.toMatchObject({ code: '01' });
    expect(sent).toHaveLength(1);
  });

  it('uses the access token when logged in', async () => {
    sessionSetTokens('a1', 'r1');
    fakeFetch(() => okAnswer({ ORDERID: 41, TRACKER: HASH, pago: 'no aplica' }));
    await saveOrderPendiente(body);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer a1');
    expect(sent[0]!.headers.get('refresh-token')).toBe('r1');
  });

  it("resolves '01' prices, '02' and '03' answers without toasts", async () => {
    fakeFetch(
      () =>
        jsonAnswer({
          codigoRetorno: '01',
          mensajeRetorno: PRICES,
          cotizacion: { subtotal: 8, descuento: 1.25, total: 6.75 },
        }),
      () =>
        jsonAnswer({
          codigoRetorno: '02',
          mensajeRetorno: 'La dirección seleccionada no cuenta con cobertura',
        }),
      () =>
        jsonAnswer({
          codigoRetorno: '03',
          mensajeRetorno: BLOCKED,
          lstBloqueados: [{ I: 1302, D: 'Combo Familiar', T: 'producto' }],
        }),
    );
    const prices = await saveOrderPendiente(body);
    expect(prices).toMatchObject({
      code: '01',
      message: PRICES,
      quote: { subtotal: 800, discount: 125, total: 675 },
      orderId: null,
      httpStatus: 200,
    });
    expect(await saveOrderPendiente(body)).toMatchObject({ code: '02', quote: null });
    expect(await saveOrderPendiente(body)).toMatchObject({
      code: '03',
      blocked: [{ id: 1302, name: 'Combo Familiar', kind: 'producto' }],
    });
    expect(uiStore.toasts).toEqual([]);
    expect(sent).toHaveLength(3);
  });

  it('resolves the 409 of a reused idempotency key and a 400 refusal', async () => {
    fakeFetch(
      () =>
        jsonAnswer(
          { codigoRetorno: '02', mensajeRetorno: 'Tu orden ya se encuentra en proceso' },
          409,
        ),
      () =>
        jsonAnswer(
          { codigoRetorno: '02', mensajeRetorno: 'Solicitud inválida: data.nombre: requerido' },
          400,
        ),
    );
    expect(await saveOrderPendiente(body)).toMatchObject({
      code: '02',
      message: 'Tu orden ya se encuentra en proceso',
      httpStatus: 409,
    });
    expect(await saveOrderPendiente(body)).toMatchObject({ code: '02', httpStatus: 400 });
  });

  it('throws on network failure and is not retried', async () => {
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(saveOrderPendiente(body)).rejects.toMatchObject({ code: 'NETWORK' });
    let calls = 0;
    fakeFetch(() => {
      calls += 1;
      return new Response('Bad gateway', { status: 502 });
    });
    await expect(saveOrderPendiente(body)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('throws for a 5xx envelope, an unknown code and an unreadable 00', async () => {
    fakeFetch(
      () => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Error interno' }, 500),
      () => jsonAnswer({ codigoRetorno: '07', mensajeRetorno: '?' }),
      () => okAnswer({ ORDERID: 41 }),
    );
    await expect(saveOrderPendiente(body)).rejects.toMatchObject({ code: '02', status: 500 });
    await expect(saveOrderPendiente(body)).rejects.toMatchObject({ code: '07' });
    await expect(saveOrderPendiente(body)).rejects.toMatchObject({ code: 'PARSE' });
  });
});
