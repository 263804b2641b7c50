// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DeliveryModule from './delivery';

async function freshDelivery(): Promise<typeof DeliveryModule> {
  vi.resetModules();
  return import('./delivery');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe('delivery store (§2.4, §4.2)', () => {
  it('starts with no mode, and ignores a stored value it does not know', async () => {
    expect((await freshDelivery()).deliveryStore.kind).toBe('none');
    localStorage.setItem('delivery.kind', 'dron');
    expect((await freshDelivery()).deliveryStore.kind).toBe('none');
  });

  it('keeps the chosen mode across a reload', async () => {
    const first = await freshDelivery();
    first.deliverySetKind('shop');
    await flush();
    expect(localStorage.getItem('delivery.kind')).toBe('shop');
    expect((await freshDelivery()).deliveryStore.kind).toBe('shop');
  });

  it('maps each mode to the channel it sells through', async () => {
    const { deliveryChannel } = await freshDelivery();
    expect([deliveryChannel('home'), deliveryChannel('shop'), deliveryChannel('none')]).toEqual([
      'DOMI',
      'LLEV',
      'TODOS',
    ]);
  });
});
