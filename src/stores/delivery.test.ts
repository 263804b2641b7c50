// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coverageSample, deliveryPointSample } from '../test/coverage-builders';
import type * as DeliveryModule from './delivery';
import { shopIdOf } from '../domain/shops/shop-id';

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
    expect(JSON.parse(localStorage.getItem('delivery.state') ?? '{}')).toMatchObject({
      kind: 'shop',
    });
    expect((await freshDelivery()).deliveryStore.kind).toBe('shop');
  });

  it('reads the mode an earlier version saved alone, then keeps the whole state', async () => {
    localStorage.setItem('delivery.kind', 'home');
    const first = await freshDelivery();
    expect(first.deliveryStore.kind).toBe('home');
    first.deliveryChooseShop({
      shopId: shopIdOf(7),
      shopName: 'Plaza Mundo',
      pickupOption: 'PARQUEO',
    });
    await flush();
    expect(localStorage.getItem('delivery.kind')).toBeNull();
    const again = await freshDelivery();
    expect([again.deliveryStore.kind, again.deliveryStore.pickup?.shopId]).toEqual(['shop', 7]);
    expect(again.deliveryStore.pickup?.pickupOption).toBe('PARQUEO');
  });

  it('drops a damaged place but keeps the mode', async () => {
    localStorage.setItem(
      'delivery.state',
      JSON.stringify({ kind: 'home', option: 'home', address: { coverage: { shop: 'x' } } }),
    );
    const { deliveryStore } = await freshDelivery();
    expect([deliveryStore.kind, deliveryStore.address]).toEqual(['home', null]);
    localStorage.setItem('delivery.state', '{not json');
    expect((await freshDelivery()).deliveryStore.kind).toBe('none');
  });

  it('maps each mode to the channel it sells through', async () => {
    const { deliveryChannel } = await freshDelivery();
    expect([deliveryChannel('home'), deliveryChannel('shop'), deliveryChannel('none')]).toEqual([
      'DOMI',
      'LLEV',
      'TODOS',
    ]);
  });

  it('hands out its state as plain data that can be cloned after a place is saved', async () => {
    const { deliveryChooseAddress, deliveryChoosePoint, deliverySetKind, deliveryState } =
      await freshDelivery();
    const point = deliveryPointSample(3);
    deliveryChooseAddress({
      coverage: coverageSample({ deliveryPoints: [point], isDeliveryPoint: true }),
      address: 'Calle La Mascota #12',
      reference: '',
      tag: '',
    });
    deliveryChoosePoint(point);
    deliverySetKind('shop');
    deliverySetKind('home');
    // IndexedDB, postMessage and structuredClone refuse a store proxy (DataCloneError)
    const copy = structuredClone(deliveryState());
    expect(copy.address?.address).toBe('Calle La Mascota #12');
    expect(copy.deliveryPoint?.id).toBe(3);
    expect(Object.isFrozen(deliveryState().address)).toBe(false);
  });
});
