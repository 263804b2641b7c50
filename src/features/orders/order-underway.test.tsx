// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { orderIdOf } from '../../domain/order/order-id';
import { ordersRemember, ordersStore } from '../../stores/orders';
import { sent } from '../../test/fake-fetch';
import { OrderUnderwaySlot } from './public';
import { fakeOrderServer, hashOf, NOW, orderWire, renderOrders } from './orders.fixture';

const remember = (id: number, deliveryType: 'home' | 'shop' = 'home') =>
  ordersRemember({ id: orderIdOf(id), hash: hashOf(id), createdAt: NOW, deliveryType });

// the store writes to localStorage after the change, as the app's next screen sees it
const stored = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
});

afterEach(() => {
  cleanup();
  transportSet(null);
  ordersStore.anonymous = [];
  localStorage.clear();
});

describe("home's 'Pedido en curso' (issue 34)", () => {
  it('shows the newest order under way, pickup too, in one line with the way to follow it', async () => {
    fakeOrderServer([
      orderWire(7, { estadoTracker: 'INI', tipoEntrega: 'TRA' }),
      orderWire(5, { estadoTracker: 'DES' }),
    ]);
    remember(5);
    remember(7, 'shop');
    await stored();
    renderOrders('/', { overlay: <OrderUnderwaySlot /> });
    const card = await screen.findByRole('region', { name: 'Pedido en curso' });
    expect(card.textContent).toContain('#7: En preparación');
    expect(within(card).getByRole('link', { name: 'Seguir mi pedido' }).getAttribute('href')).toBe(
      `/orders/${hashOf(7)}`,
    );
  });

  it('shows nothing once the orders are delivered, canceled or of another day', async () => {
    fakeOrderServer([
      orderWire(9, { estadoTracker: 'ENT' }),
      orderWire(8, { estadoTracker: 'CAN' }),
      orderWire(6, { estadoTracker: 'PEN', fechaHora: '22/11/2026 20:05' }),
    ]);
    for (const id of [6, 8, 9]) remember(id);
    await stored();
    renderOrders('/', { overlay: <OrderUnderwaySlot /> });
    await screen.findByText('Inicio');
    await settle();
    expect(sent.filter((r) => r.url.includes('getOrdenHash'))).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Pedido en curso' })).toBeNull();
  });

  it('on a device without orders, renders nothing and asks for nothing', async () => {
    fakeOrderServer([]);
    renderOrders('/', { overlay: <OrderUnderwaySlot /> });
    await screen.findByText('Inicio');
    await settle();
    expect(screen.queryByRole('region', { name: 'Pedido en curso' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
