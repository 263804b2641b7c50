// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OrdersModule from './orders';
import { orderIdOf } from '../domain/order/order-id';

async function freshOrders(): Promise<typeof OrdersModule> {
  vi.resetModules();
  return import('./orders');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const hash = (n: number) => n.toString(16).padStart(32, 'a');
const entry = (id: number, deliveryType: 'home' | 'shop' = 'home') => ({
  id: orderIdOf(id),
  hash: hash(id),
  createdAt: Date.UTC(2026, 10, 23, 16, id),
  deliveryType,
});
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const otherTab = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

beforeEach(() => localStorage.clear());

describe('orders store (§3.6, §3.9)', () => {
  it('remembers orders newest first, one per id, and keeps them across a reload', async () => {
    const first = await freshOrders();
    first.ordersRemember(entry(5));
    first.ordersRemember(entry(9, 'shop'));
    first.ordersRemember({ ...entry(5), deliveryType: 'shop' });
    await flush();
    expect(stored('orders.anonymous')).toEqual([
      entry(9, 'shop'),
      { ...entry(5), deliveryType: 'shop' },
    ]);
    const again = await freshOrders();
    expect(again.ordersStore.anonymous.map((o) => o.id)).toEqual([9, 5]);
  });

  it('ignores an order without a usable id or hash', async () => {
    const { ordersRemember, ordersStore } = await freshOrders();
    ordersRemember({ ...entry(1), hash: 'xyz' });
    ordersRemember({ ...entry(1), id: orderIdOf(0) });
    expect(ordersStore.anonymous).toEqual([]);
  });

  it('reads corrupt storage as an empty list and drops damaged entries only', async () => {
    localStorage.setItem('orders.anonymous', '{not json');
    expect((await freshOrders()).ordersStore.anonymous).toEqual([]);
    localStorage.setItem('orders.anonymous', JSON.stringify({ id: 1 }));
    expect((await freshOrders()).ordersStore.anonymous).toEqual([]);
    localStorage.setItem(
      'orders.anonymous',
      JSON.stringify([
        entry(3),
        { id: 'x', hash: hash(4) },
        { ...entry(6), deliveryType: 'dron' },
        null,
        { ...entry(8), deliveryType: 'TRA', hash: hash(8).toUpperCase() },
      ]),
    );
    const { ordersStore } = await freshOrders();
    expect(ordersStore.anonymous).toEqual([{ ...entry(8), deliveryType: 'shop' }, entry(3)]);
  });

  it('keeps at most the newest hundred orders', async () => {
    const { ordersRemember, ordersStore, ORDERS_ANONYMOUS_MAX } = await freshOrders();
    for (let id = 1; id <= ORDERS_ANONYMOUS_MAX + 5; id += 1) ordersRemember(entry(id));
    expect(ordersStore.anonymous).toHaveLength(ORDERS_ANONYMOUS_MAX);
    expect(ordersStore.anonymous.at(-1)?.id).toBe(6);
  });

  it('keeps the last order under order.id and order.tracker, and clears it', async () => {
    const first = await freshOrders();
    first.orderCurrentSet({ id: orderIdOf(42), hash: hash(42).toUpperCase() });
    await flush();
    expect([localStorage.getItem('order.id'), localStorage.getItem('order.tracker')]).toEqual([
      '42',
      hash(42),
    ]);
    const again = await freshOrders();
    expect(again.ordersStore.current).toEqual({ id: 42, hash: hash(42) });
    again.orderCurrentClear();
    await flush();
    expect([localStorage.getItem('order.id'), localStorage.getItem('order.tracker')]).toEqual([
      null,
      null,
    ]);
  });

  it('forgets a last order whose id or hash is damaged', async () => {
    localStorage.setItem('order.id', 'abc');
    localStorage.setItem('order.tracker', hash(1));
    expect((await freshOrders()).ordersStore.current).toBeNull();
    localStorage.setItem('order.id', '7');
    localStorage.setItem('order.tracker', 'nope');
    expect((await freshOrders()).ordersStore.current).toBeNull();
  });

  it('follows what other tabs write, and a cleared storage', async () => {
    const { ordersStore } = await freshOrders();
    localStorage.setItem('orders.anonymous', JSON.stringify([entry(11)]));
    otherTab('orders.anonymous', localStorage.getItem('orders.anonymous'));
    expect(ordersStore.anonymous.map((o) => o.id)).toEqual([11]);
    localStorage.setItem('order.id', '11');
    localStorage.setItem('order.tracker', hash(11));
    otherTab('order.tracker', hash(11));
    expect(ordersStore.current).toEqual({ id: 11, hash: hash(11) });
    localStorage.clear();
    otherTab(null, null);
    expect([ordersStore.anonymous, ordersStore.current]).toEqual([[], null]);
  });
});
