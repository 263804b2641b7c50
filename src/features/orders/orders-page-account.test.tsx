// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { orderIdOf } from '../../domain/order/order-id';
import { ordersRemember, ordersStore } from '../../stores/orders';
import { ordersAccountStore, ORDERS_ACCOUNT_STORAGE_KEY } from '../../stores/orders-account';
import { accessTokenFor } from '../../stores/favorites.fixture';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { fakeOrderServer, hashOf, NOW, orderWire, renderOrders } from './orders.fixture';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

const titles = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const account = [
  orderWire(20, { estadoTracker: 'ENT' }),
  orderWire(18, { estadoTracker: 'DES' }),
  orderWire(11, { estadoTracker: 'FIN', tipoEntrega: 'TRA' }),
];

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
});

afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
  onlineManager.setOnline(true);
  ordersStore.anonymous = [];
  ordersAccountStore.account = null;
  ordersAccountStore.orders = [];
  localStorage.clear();
});

describe('/orders for a logged-in customer (§3.6, §6)', () => {
  it("merges the account's orders (any device) with this device's, once each", async () => {
    const device = orderWire(25, { estadoTracker: 'PEN' });
    fakeOrderServer([...account, device], {
      other: (req) =>
        req.url.endsWith('cliente/getCompleteLastOrders') ? okAnswer({ ordenes: account }) : null,
    });
    // 25 placed here, 11 placed here too and also in the account's list
    for (const id of [25, 11]) {
      ordersRemember({ id: orderIdOf(id), hash: hashOf(id), createdAt: NOW, deliveryType: 'home' });
    }
    renderOrders('/orders');
    await screen.findByRole('article', { name: 'Pedido #20' });
    await settle();
    expect(titles('En curso')).toEqual(['Pedido #25', 'Pedido #18']);
    expect(titles('Anteriores')).toEqual(['Pedido #20', 'Pedido #11']);
    const listCall = sent.find((r) => r.url.endsWith('cliente/getCompleteLastOrders'))!;
    expect(listCall.headers.get('authorization')).toBe('Bearer acc');
    // the account's orders were read in one call, not again one by one when final
    expect(sent.filter((r) => r.url.includes(`getOrdenHash/${hashOf(20)}`))).toEqual([]);
    expect(JSON.parse(localStorage.getItem(ORDERS_ACCOUNT_STORAGE_KEY)!).orders).toHaveLength(3);
  });

  it('reopened offline, shows the orders as last read', async () => {
    fakeOrderServer(account, {
      other: (req) =>
        req.url.endsWith('cliente/getCompleteLastOrders') ? okAnswer({ ordenes: account }) : null,
    });
    const first = renderOrders('/orders');
    await screen.findByRole('article', { name: 'Pedido #11' });
    cleanup();

    // a new visit without a connection: the cache kept by hash (persisted) and the list
    onlineManager.setOnline(false);
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const queryClient = first.queryClient;
    queryClient.removeQueries({ queryKey: ['cliente'] });
    renderOrders('/orders', { queryClient });
    expect(await screen.findByRole('article', { name: 'Pedido #20' })).toBeTruthy();
    expect(titles('Anteriores')).toEqual(['Pedido #20', 'Pedido #11']);
    expect(screen.getByRole('status').textContent).toContain('Sin conexión');
  });

  it("a guest sees only this device's orders and never asks for the account's", async () => {
    sessionClearTokens();
    fakeOrderServer(account);
    ordersAccountStore.orders = [
      { id: orderIdOf(20), hash: hashOf(20), createdAt: NOW, deliveryType: 'home' },
    ];
    renderOrders('/orders');
    expect(await screen.findByText('Aún no tienes pedidos')).toBeTruthy();
    expect(sent.some((r) => r.url.includes('cliente/'))).toBe(false);
  });

  it("never shows another customer's list kept on the device, and reads as loading, not empty", async () => {
    sessionSetTokens(accessTokenFor('cliente-2'), 'ref');
    ordersAccountStore.account = 'cliente-1';
    ordersAccountStore.orders = [
      { id: orderIdOf(20), hash: hashOf(20), createdAt: NOW, deliveryType: 'home' },
    ];
    let answer: (response: Response) => void = () => undefined;
    fakeOrderServer(account, {
      other: (req) =>
        req.url.endsWith('cliente/getCompleteLastOrders')
          ? (new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response)
          : null,
    });
    renderOrders('/orders');
    expect((await screen.findByRole('status')).textContent).toBe('Cargando tus pedidos...');
    expect(screen.queryByText('Aún no tienes pedidos')).toBeNull();
    expect(screen.queryByText('Pedido #20')).toBeNull();
    answer(okAnswer({ ordenes: [orderWire(30, { estadoTracker: 'ENT' })] }));
    expect(await screen.findByRole('article', { name: 'Pedido #30' })).toBeTruthy();
    expect(screen.queryByText('Pedido #20')).toBeNull();
    expect(ordersAccountStore.account).toBe('cliente-2');
  });
});
