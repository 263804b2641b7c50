import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { ApiError } from '../api-error';
import { transportSet } from '../transport';
import { getValidatorToken, validatorTokenResponseSchema } from './validator-token';
import { orderIdOf } from '../../domain/order/order-id';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

describe('checkout/getValidatorTokenDummy', () => {
  it('asks a card token for the order and reads the same-origin gateway page', async () => {
    fakeFetch(() => okAnswer({ token: 'tk1', url: '/pasarela/dummy?token=tk1' }));
    expect(await getValidatorToken(orderIdOf(41))).toEqual({
      token: 'tk1',
      url: '/pasarela/dummy?token=tk1',
    });
    expect(sent[0]!.url).toBe('/api/checkout/getValidatorTokenDummy');
    expect(String(sent[0]!.body)).toBe('idorder=41&tipo=T');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
  });

  it('refuses an answer without token or with a foreign url', () => {
    const parse = (data: object) =>
      validatorTokenResponseSchema.safeParse({ codigoRetorno: '00', ...data }).success;
    expect(parse({ token: 't', url: '/pasarela/dummy?token=t' })).toBe(true);
    expect(parse({ token: '', url: '/pasarela/dummy?token=' })).toBe(false);
    expect(parse({ token: 't', url: 'https://evil.example/pay' })).toBe(false);
    expect(parse({ token: 't' })).toBe(false);
  });

  it('throws the refusal without a toast, for the caller to show', async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Este pedido ya fue pagado' }),
    );
    const error = await getValidatorToken(orderIdOf(41)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '01', message: 'Este pedido ya fue pagado' });
    expect(uiStore.toasts).toEqual([]);
  });
});
