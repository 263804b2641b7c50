import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import {
  coordenadasHashResponseSchema,
  getCoordenadasHash,
  trackingPointsQueryOptions,
} from './tracking-points';

const HASH = '0123456789abcdef0123456789abcdef';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

const point = (indice: number, extra: Record<string, unknown> = {}) => ({
  id: 100 + indice,
  idord: 41,
  indice,
  latitud: [13.7, 13.701, 13.702][indice] ?? 13.71,
  longitud: -89.24,
  velocidad: 32.5,
  trackerDelivery: 1,
  tiempoRepartidor: 12 - indice,
  ...extra,
});

describe('cliente/getCoordenadasHash answer', () => {
  it('reads the points in readable names, sorted by index', () => {
    const points = coordenadasHashResponseSchema.parse({
      codigoRetorno: '00',
      data: [point(2), point(1, { tiempoRepartidor: null, trackerDelivery: 0 })],
    });
    expect(points).toEqual([
      {
        id: 101,
        orderId: 41,
        index: 1,
        latitude: 13.701,
        longitude: -89.24,
        velocity: 32.5,
        trackerDelivery: false,
        driverMinutes: null,
      },
      {
        id: 102,
        orderId: 41,
        index: 2,
        latitude: 13.702,
        longitude: -89.24,
        velocity: 32.5,
        trackerDelivery: true,
        driverMinutes: 10,
      },
    ]);
  });

  it('drops points without coordinates or index; a missing list does not fit', () => {
    const points = coordenadasHashResponseSchema.parse({
      codigoRetorno: '00',
      data: [point(0), point(1, { latitud: null }), point(2, { indice: undefined })],
    });
    expect(points.map((p) => p.index)).toEqual([0]);
    expect(coordenadasHashResponseSchema.safeParse({ codigoRetorno: '00' }).success).toBe(false);
  });
});

describe('getCoordenadasHash', () => {
  it('asks with the hash in the path, no body, no token and a 5 s timeout', async () => {
    fakeFetch(() => okAnswer({ data: [point(0)] }));
    expect(await getCoordenadasHash(HASH)).toHaveLength(1);
    expect(sent[0]!.url).toBe(`/api/cliente/getCoordenadasHash/${HASH}`);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('authorization')).toBeNull();
    expect(sent[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('is [] on 404, network failure, timeout or a malformed answer, silently', async () => {
    fakeFetch(
      () => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' }, 404),
      () => okAnswer({ data: 'x' }),
    );
    expect(await getCoordenadasHash(HASH)).toEqual([]);
    expect(await getCoordenadasHash(HASH)).toEqual([]);
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await getCoordenadasHash(HASH)).toEqual([]);
    expect(uiStore.toasts).toEqual([]);
  });
});

describe('trackingPointsQueryOptions', () => {
  it('is keyed under orders and refreshed every 10 s', () => {
    const options = trackingPointsQueryOptions(HASH);
    expect(options.queryKey).toEqual(['orders', 'tracking', HASH]);
    expect(options.refetchInterval).toBe(10_000);
  });

  it('keeps the last route when the network fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = trackingPointsQueryOptions(HASH);
    fakeFetch(() => okAnswer({ data: [point(0), point(1)] }));
    await client.fetchQuery(options);
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(client.getQueryData(options.queryKey)).toHaveLength(2);
    client.clear();
  });
});
