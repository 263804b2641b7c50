import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderSaveOutcome } from '../domain/checkout/order-save-result';
import type { OrderSaveBody } from '../protocol/order-body';
import { sessionClearTokens, sessionSetCkKey, sessionSetGuestToken } from './session';
import { uiReset, uiStore } from '../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer } from '../test/fake-fetch';
import { ensureGuestToken } from './auth/guest';
import { saveOrderPendiente } from './order/save-order';
import { apiRequest } from './request';
import { transportSet } from './transport';

// issue 13 (5): past a rate limit the server answers HTTP 429 with its envelope; the
// customer sees the server's Spanish message, not a communication error.
const LIMITED =
  'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.';
const tooMany = () =>
  jsonAnswer({ codigoRetorno: '02', mensajeRetorno: LIMITED }, 429, { 'retry-after': '42' });

const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);

beforeEach(() => {
  sessionClearTokens();
  sessionSetCkKey(CK_KEY);
  uiReset();
});
afterEach(() => transportSet(null));

describe('a 429 answer', () => {
  it('fails the call with the server message and shows it', async () => {
    fakeFetch(tooMany);
    await expect(apiRequest('cliente/getOrdenHash/abc')).rejects.toMatchObject({
      code: '02',
      status: 429,
      message: LIMITED,
    });
    expect(toasts()).toEqual([['error', LIMITED]]);
  });

  it('on auth/guest: the guest call that needed the token shows it too', async () => {
    fakeFetch(tooMany);
    await expect(ensureGuestToken()).rejects.toMatchObject({ status: 429, message: LIMITED });
    expect(toasts()).toEqual([['warning', LIMITED]]);
  });

  it('on an order save: the checkout gets the message to show, and nothing was stored', async () => {
    sessionSetGuestToken('g1');
    fakeFetch(tooMany);
    const answer = await saveOrderPendiente({} as OrderSaveBody);
    expect(answer).toMatchObject({ code: '02', message: LIMITED, httpStatus: 429 });
    expect(orderSaveOutcome(answer)).toEqual({ kind: 'message', message: LIMITED });
  });
});
