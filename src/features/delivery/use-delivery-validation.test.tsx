// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coverageQueryOptions } from '../../api/geo/valida-cobertura';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { Catalogs } from '../../domain/catalogs';
import {
  deliveryChooseAddress,
  deliveryChooseShop,
  deliverySetFuture,
  deliveryStore,
} from '../../stores/delivery';
import { uiReset, uiStore } from '../../stores/ui';
import { coverageSample } from '../../test/coverage-builders';
import { menuSample } from '../../test/menu-sample';
import {
  DELIVERY_FUTURE_DISCARDED_MESSAGE,
  DELIVERY_SHOP_GONE_MESSAGE,
  DeliveryValidation,
} from './use-delivery-validation';
import { shopIdOf } from '../../domain/shops/shop-id';

const MINUTE = 60_000;

function mount(seed: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(['menu'], getDataResponseSchema.parse(menuSample));
  client.setQueryData(['server-time'], {
    fecha: '2026-11-23T12:00:00-06:00',
    epochMs: Date.now(),
    offsetMs: 0,
  });
  seed(client);
  render(
    <QueryClientProvider client={client}>
      <DeliveryValidation />
    </QueryClientProvider>,
  );
}

const catalogs = (shopIds: number[]): Catalogs => ({
  departments: [],
  cities: [],
  districts: [],
  shopHours: [],
  shops: shopIds.map((id) => ({
    id: shopIdOf(id),
    code: `S${id}`,
    name: `Tienda ${id}`,
    description: '',
    regionCode: 'SS',
    cityCode: 'SSA',
    latitude: 13.7,
    longitude: -89.2,
    completeAddress: '',
    searchString: '',
    pickupOptions: ['MOSTRADOR'],
    hours: [],
  })),
});

const coverage = coverageSample();
const point = { latitude: coverage.latitude, longitude: coverage.longitude };

const toasts = () => uiStore.toasts.map((t) => `${t.severity}: ${t.message}`);

beforeEach(() => {
  localStorage.clear();
  uiReset();
  deliveryStore.kind = 'none';
  deliveryStore.address = null;
  deliveryStore.pickup = null;
  deliveryStore.future = null;
});
afterEach(cleanup);

describe('delivery validation (§4.5, §5.5)', () => {
  it('clears a location the server no longer covers, with the coverage notice', async () => {
    deliveryChooseAddress({ coverage, address: 'Calle La Mascota', reference: '', tag: '' });
    mount((client) => client.setQueryData(coverageQueryOptions(point).queryKey, null));
    await waitFor(() => expect(deliveryStore.address).toBeNull());
    expect(deliveryStore.kind).toBe('home');
    expect(toasts()).toEqual(['warning: La dirección seleccionada no cuenta con cobertura']);
  });

  it('keeps a location that is still covered', async () => {
    deliveryChooseAddress({ coverage, address: 'Calle La Mascota', reference: '', tag: '' });
    mount((client) => client.setQueryData(coverageQueryOptions(point).queryKey, coverage));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deliveryStore.address?.address).toBe('Calle La Mascota');
    expect(toasts()).toEqual([]);
  });

  it('clears a pickup shop gone from the catalogue, and keeps one that is there', async () => {
    deliveryChooseShop({ shopId: shopIdOf(7), shopName: 'Tienda 7', pickupOption: 'MOSTRADOR' });
    mount((client) => client.setQueryData(['catalogos'], catalogs([1, 7])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deliveryStore.pickup?.shopId).toBe(7);
    cleanup();
    mount((client) => client.setQueryData(['catalogos'], catalogs([1, 2])));
    await waitFor(() => expect(deliveryStore.pickup).toBeNull());
    expect(toasts()).toEqual([`warning: ${DELIVERY_SHOP_GONE_MESSAGE}`]);
  });

  it('discards a future order closer than the lead (45 min) and keeps one far enough', async () => {
    deliverySetFuture({ at: Date.now() + 46 * MINUTE, invalid: false });
    mount(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deliveryStore.future).not.toBeNull();
    cleanup();
    deliverySetFuture({ at: Date.now() + 44 * MINUTE, invalid: false });
    mount(() => undefined);
    await waitFor(() => expect(deliveryStore.future).toBeNull());
    expect(toasts()).toEqual([`warning: ${DELIVERY_FUTURE_DISCARDED_MESSAGE}`]);
  });
});
