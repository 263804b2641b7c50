// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../api/session';
import { transportSet } from '../api/transport';
import { productIdOf } from '../domain/product-id';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../test/fake-fetch';
import { callOf } from '../api/cliente/cliente.fixture';
import { accountSessionEnd } from './account-logout';
import {
  favoritesClear,
  favoritesStart,
  favoritesStore,
  favoritesSync,
  favoritesToggle,
} from './favorites';
import { FAVORITES_STORAGE_KEY } from './favorites-storage';
import { uiReset, uiStore } from './ui';
import { accessTokenFor, deviceOnlineSet, favoritesServer } from './favorites.fixture';

const id = productIdOf;
const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as unknown;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const sentUpdates = () =>
  sent
    .filter((r) => callOf(r) === 'cliente/updateFavorito')
    .map((r) => `${(r.body as FormData).get('oper')}${(r.body as FormData).get('idpds')}`);

beforeEach(() => {
  localStorage.clear();
  uiReset();
  favoritesClear();
  deviceOnlineSet(true);
  sessionSetTokens(accessTokenFor('cliente-7'), 'ref');
});
afterEach(async () => {
  // a pass still on its way ends here, not in the next test
  await favoritesSync();
  transportSet(null);
  sessionClearTokens();
});

describe('favourites store (§3.3)', () => {
  it('asks nothing of a guest and changes nothing', async () => {
    sessionClearTokens();
    fakeFetch(favoritesServer([]));
    favoritesStart();
    expect(favoritesToggle(id(101))).toBe(false);
    await favoritesSync();
    expect(favoritesStore.ids).toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it('reads the server’s list at start', async () => {
    fakeFetch(favoritesServer([5, 3]));
    favoritesStart();
    await favoritesSync();
    expect(favoritesStore.ids).toEqual([5, 3]);
    expect(favoritesStore.known).toBe(true);
    expect(sent.map(callOf)).toEqual(['cliente/favoritos']);
  });

  it('keeps a change made offline and sends it, in order, when the device is back online', async () => {
    fakeFetch(favoritesServer([3]));
    favoritesStart();
    await favoritesSync();
    deviceOnlineSet(false);
    sent.splice(0);
    favoritesToggle(id(101));
    favoritesToggle(id(3));
    favoritesToggle(id(102));
    await favoritesSync();
    expect(favoritesStore.ids).toEqual([102, 101]);
    expect(sent).toHaveLength(0);
    await flush();
    expect(stored()).toMatchObject({
      account: 'cliente-7',
      pending: [
        { productId: 101, kind: 'add' },
        { productId: 3, kind: 'remove' },
        { productId: 102, kind: 'add' },
      ],
    });

    deviceOnlineSet(true);
    window.dispatchEvent(new Event('online'));
    await favoritesSync();
    expect(sentUpdates()).toEqual(['A101', 'E3', 'A102']);
    expect(favoritesStore.pending).toEqual([]);
    expect(favoritesStore.ids).toEqual([102, 101]);
  });

  it('shows a tap at once, whatever the connection does', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const server = favoritesServer([]);
    fakeFetch(async (req) => {
      if (callOf(req) === 'cliente/updateFavorito') await held;
      return server(req);
    });
    favoritesStart();
    expect(favoritesToggle(id(101))).toBe(true);
    expect(favoritesStore.ids).toEqual([101]);
    await flush();
    expect(favoritesStore.ids).toEqual([101]);
    answer();
    await favoritesSync();
    expect(favoritesStore.ids).toEqual([101]);
    expect(favoritesStore.server).toEqual([101]);
  });

  it('keeps the change when the connection fails, and drops one the server refuses', async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    favoritesStart();
    favoritesToggle(id(101));
    await favoritesSync();
    expect(favoritesStore.pending).toEqual([{ productId: 101, kind: 'add' }]);

    fakeFetch((req) =>
      callOf(req) === 'cliente/updateFavorito'
        ? jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Este producto ya no está disponible' })
        : okAnswer({ data: { data: [] } }),
    );
    await favoritesSync();
    expect(favoritesStore.pending).toEqual([]);
    expect(favoritesStore.ids).toEqual([]);
    expect(uiStore.toasts.map((t) => t.message)).toEqual(['Este producto ya no está disponible']);
  });

  it('refuses an addition beyond the limit', async () => {
    fakeFetch(favoritesServer(Array.from({ length: 100 }, (_, i) => i + 1)));
    favoritesStart();
    await favoritesSync();
    favoritesToggle(id(500));
    expect(favoritesStore.ids).not.toContain(500);
    expect(uiStore.toasts.map((t) => t.message)).toEqual(['Puedes guardar hasta 100 favoritos']);
  });

  it('never shows one customer’s favourites to another who logs in on the device', async () => {
    fakeFetch(favoritesServer([5]));
    favoritesStart();
    await favoritesSync();
    deviceOnlineSet(false);
    favoritesToggle(id(101));
    await flush();
    // the session ends without a logout (expired), then someone else logs in
    sessionClearTokens();
    await flush();
    expect(favoritesStore.ids).toEqual([]);
    sessionSetTokens(accessTokenFor('cliente-9'), 'ref');
    await flush();
    expect(favoritesStore.account).toBe('cliente-9');
    expect(favoritesStore.ids).toEqual([]);
    await flush();
    expect(stored()).toMatchObject({ account: 'cliente-9', pending: [] });
  });

  it('comes back for the same customer after a reload or a new login, changes included', async () => {
    fakeFetch(favoritesServer([5]));
    favoritesStart();
    await favoritesSync();
    deviceOnlineSet(false);
    favoritesToggle(id(101));
    await flush();
    sessionSetTokens(accessTokenFor('cliente-7', 'otra-familia'), 'ref2');
    await flush();
    expect(favoritesStore.ids).toEqual([101, 5]);
    expect(favoritesStore.pending).toEqual([{ productId: 101, kind: 'add' }]);
  });

  it('is cleared from the device by a logout (§4.1)', async () => {
    fakeFetch(favoritesServer([5]));
    favoritesStart();
    await favoritesSync();
    await flush();
    expect(stored()).not.toBeNull();
    await accountSessionEnd();
    expect(favoritesStore.ids).toEqual([]);
    expect(favoritesStore.account).toBeNull();
    await flush();
    expect(localStorage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });
});
