// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressWire, callOf } from '../api/cliente/cliente.fixture';
import { sessionClearTokens, sessionSetTokens } from '../api/session';
import { transportSet } from '../api/transport';
import { deliveryModeSavedId } from '../domain/delivery/saved-address';
import { DELIVERY_EMPTY } from '../domain/delivery/delivery-mode';
import { shopIdOf } from '../domain/shops/shop-id';
import { deliveryChooseShop, deliveryStore } from './delivery';
import { coverageSample } from '../test/coverage-builders';
import { fakeFetch, okAnswer, sent } from '../test/fake-fetch';
import { mainAddressAfterLogin } from './delivery-main-address';

// §4.1 after login: 'Mi Trabajo' (7) is the main address of two.

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function serve() {
  fakeFetch((req) => {
    const call = callOf(req);
    if (call === 'cliente/getDirecciones') {
      return okAnswer({ direcciones: [addressWire(12, 0), addressWire(7, 1, true)] });
    }
    // the login dropped the guest token: coverage, a guest call, asks for one first
    if (call === 'auth/guest') return okAnswer({ token: 'g2' });
    return okAnswer({ data: coverageSample() });
  });
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(deliveryStore, structuredClone(DELIVERY_EMPTY));
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
});
afterEach(() => transportSet(null));

describe('mainAddressAfterLogin (§4.1)', () => {
  it('chooses the main address, its coverage asked again, when no place was chosen', async () => {
    serve();
    await mainAddressAfterLogin(client());
    expect(sent.map(callOf)).toEqual([
      'cliente/getDirecciones',
      'auth/guest',
      'geo/validaCobertura',
    ]);
    expect(deliveryModeSavedId(deliveryStore)).toBe(7);
    expect(deliveryStore.address).toMatchObject({ tag: 'Mi Trabajo', address: 'Calle 7' });
    expect(deliveryStore.kind).toBe('home');
  });

  it('leaves a pickup chosen before logging in, without asking the server', async () => {
    serve();
    deliveryChooseShop({ shopId: shopIdOf(7), shopName: 'Plaza', pickupOption: 'PARQUEO' });
    await mainAddressAfterLogin(client());
    expect(sent).toHaveLength(0);
    expect(deliveryStore.pickup?.shopId).toBe(7);
    expect(deliveryStore.address).toBeNull();
  });

  it('chooses nothing when the list cannot be read', async () => {
    transportSet(() => Promise.reject(new TypeError('offline')));
    await mainAddressAfterLogin(client());
    expect(deliveryStore.address).toBeNull();
  });
});
