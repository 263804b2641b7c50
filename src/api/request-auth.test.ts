import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens, sessionStore } from './session';
import { uiReset, uiStore } from '../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../test/fake-fetch';
import { ApiError } from './api-error';
import { apiRequest } from './request';
import { transportSet } from './transport';

beforeEach(() => {
  sessionClearTokens();
  sessionStore.ckKey = null;
  uiReset();
});
afterEach(() => transportSet(null));

describe('apiRequest tokens (§4.1)', () => {
  it('sends the access token and the refresh-token header on secure calls', async () => {
    sessionSetTokens('acc', 'ref');
    fakeFetch(() => okAnswer());
    await apiRequest('cliente/getOrdersPend', { secure: true });
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
  });

  it('names this device (device-id) on secure calls and at login, the same id each time', async () => {
    sessionSetTokens('acc', 'ref');
    fakeFetch(() => okAnswer());
    await apiRequest('cliente/getOrdersPend', { secure: true });
    await apiRequest('cliente/getOrdersPend', { secure: true });
    sessionClearTokens();
    await apiRequest('auth/login', { guestOptional: true, body: { email: 'a@b.sv' } });
    const ids = sent.map((s) => s.headers.get('device-id'));
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(ids).toEqual([ids[0], ids[0], ids[0]]);
    // a guest call does not send it
    fakeFetch(() => okAnswer());
    sessionStore.guestToken = 'g1';
    await apiRequest('data/getBloqueos', { guest: true });
    expect(sent.at(-1)!.headers.get('device-id')).toBeNull();
  });

  it('refuses a secure call without a session, without calling the server', async () => {
    fakeFetch(() => okAnswer());
    await expect(apiRequest('cliente/getOrdersPend', { secure: true })).rejects.toMatchObject({
      code: 'AUTH',
    });
    expect(sent).toHaveLength(0);
  });

  it('stores the tokens of a 401 and repeats the call once with them', async () => {
    sessionSetTokens('old', 'old-ref');
    fakeFetch(
      () => jsonAnswer({}, 401, { token: 'new', 'refresh-token': 'new-ref' }),
      () => okAnswer(),
    );
    await apiRequest('cliente/getOrdersPend', { secure: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('authorization')).toBe('Bearer new');
    expect(sessionStore).toMatchObject({ accessToken: 'new', refreshToken: 'new-ref' });
  });

  it('repeats only once and then clears the tokens', async () => {
    sessionSetTokens('old', 'old-ref');
    fakeFetch(() => jsonAnswer({}, 401, { token: 'new', 'refresh-token': 'new-ref' }));
    await expect(apiRequest('cliente/getOrdersPend', { secure: true })).rejects.toMatchObject({
      code: 'AUTH',
      status: 401,
    });
    expect(sent).toHaveLength(2);
    expect(sessionStore.accessToken).toBeNull();
  });

  it('clears the tokens on a 401 without new tokens and on a 403', async () => {
    for (const status of [401, 403]) {
      sessionSetTokens('acc', 'ref');
      fakeFetch(() =>
        jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Token inválido' }, status),
      );
      await expect(apiRequest('cliente/favoritos', { secure: true })).rejects.toMatchObject({
        code: 'AUTH',
        status,
      });
      expect(sessionStore).toMatchObject({ accessToken: null, refreshToken: null });
    }
    expect(uiStore.toasts).toEqual([]);
  });

  it('gets one guest token for concurrent guest calls and sends it', async () => {
    fakeFetch((req) => (req.url.endsWith('auth/guest') ? okAnswer({ token: 'g1' }) : okAnswer()));
    await Promise.all([1, 2, 3].map(() => apiRequest('data/getBloqueos', { guest: true })));
    expect(sent.filter((s) => s.url === '/api/auth/guest')).toHaveLength(1);
    const calls = sent.filter((s) => s.url === '/api/data/getBloqueos');
    expect(calls.map((s) => s.headers.get('authorization'))).toEqual(Array(3).fill('Bearer g1'));
    expect(sessionStore.guestToken).toBe('g1');
  });

  it('replaces an expired guest token once and repeats the call', async () => {
    sessionStore.guestToken = 'expired';
    fakeFetch((req) => {
      if (req.url.endsWith('auth/guest')) return okAnswer({ token: 'fresh' });
      const auth = req.headers.get('authorization');
      return auth === 'Bearer fresh' ? okAnswer() : jsonAnswer({ codigoRetorno: '02' }, 401);
    });
    await apiRequest('data/getBloqueos', { guest: true });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/data/getBloqueos',
      '/api/auth/guest',
      '/api/data/getBloqueos',
    ]);
  });

  it('shows a failed guest session as a warning', async () => {
    fakeFetch(() => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Servicio no disponible' }));
    await expect(apiRequest('data/getBloqueos', { guest: true })).rejects.toBeInstanceOf(ApiError);
    expect(uiStore.toasts).toMatchObject([
      { severity: 'warning', message: 'Servicio no disponible' },
    ]);
  });
});
