import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { ordenHasTracked } from './orden-has-tracked';
import { orderIdOf } from '../../domain/order/order-id';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

describe('tracker/ordenHasTracked', () => {
  it("is true on '00', sending idord with the guest token", async () => {
    fakeFetch(() => okAnswer());
    expect(await ordenHasTracked(orderIdOf(41))).toBe(true);
    expect(sent[0]!.url).toBe('/api/tracker/ordenHasTracked');
    expect(String(sent[0]!.body)).toBe('idord=41');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
  });

  it('is false on a refusal or a network failure, silently (§8.2)', async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' }, 404),
    );
    expect(await ordenHasTracked(orderIdOf(9))).toBe(false);
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await ordenHasTracked(orderIdOf(41))).toBe(false);
    expect(uiStore.toasts).toEqual([]);
  });
});
