import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import {
  getOrdenHash,
  orderByHashQueryOptions,
  orderStatusIsFinal,
  ordenHashResponseSchema,
  type OrderDetail,
} from './order-by-hash';
import { shopIdOf } from '../../domain/shops/shop-id';
import { orderIdOf } from '../../domain/order/order-id';

const HASH = '0123456789abcdef0123456789abcdef';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

/** An OrderWire as the contract describes it (home delivery, paid card, dispatched). */
const wire = (extra: Record<string, unknown> = {}) => ({
  idord: 41,
  idtda: 4,
  nombreTienda: 'Zona Rosa',
  fechaHora: '23/11/2026 12:05',
  horaOrden: '12:05',
  horaDespacho: '12:20',
  horaEntrega: null,
  cantidad: 3,
  subtotal: 8,
  descuento: 1.25,
  totalVenta: 6.75,
  nombreContacto: 'Ana López',
  correoContacto: 'ana@correo.com',
  tipoEntrega: 'DOM',
  estadoTracker: 'DES',
  esTiendaCluster: 1,
  FORMA_PAGO: 'TAR',
  estadoPago: 'pagado',
  IND: 'Portón negro',
  PFF: null,
  hash: HASH,
  mensajeGarantia: null,
  direccion: 'Calle La Mascota #12',
  latitudEntrega: 13.7065,
  longitudEntrega: -89.239,
  latitudTienda: 13.699,
  longitudTienda: -89.241,
  detalle: [
    { D: 'Combo Familiar', C: 1, P: 5 },
    { D: 'Soda', C: 2, P: 3 },
  ],
  historial: [
    { estado: 'PEN', fechaHora: '23/11/2026 12:05' },
    { estado: 'DES', fechaHora: '23/11/2026 12:20' },
  ],
  ...extra,
});

const detail: OrderDetail = {
  id: orderIdOf(41),
  shopId: shopIdOf(4),
  shopName: 'Zona Rosa',
  dateTime: '23/11/2026 12:05',
  orderTime: '12:05',
  dispatchTime: '12:20',
  deliveryTime: null,
  count: 3,
  subtotal: 800 as OrderDetail['subtotal'],
  discount: 125 as OrderDetail['discount'],
  total: 675 as OrderDetail['total'],
  contactName: 'Ana López',
  contactEmail: 'ana@correo.com',
  deliveryType: 'home',
  status: 'DES',
  isClusterShop: true,
  paymentType: 'TAR',
  paymentStatus: 'pagado',
  indications: 'Portón negro',
  futureDateTime: null,
  hash: HASH,
  warrantyMessage: null,
  address: 'Calle La Mascota #12',
  deliveryLocation: { latitude: 13.7065, longitude: -89.239 },
  shopLocation: { latitude: 13.699, longitude: -89.241 },
  lines: [
    { name: 'Combo Familiar', count: 1, amount: 500 as OrderDetail['total'] },
    { name: 'Soda', count: 2, amount: 300 as OrderDetail['total'] },
  ],
  sentLines: [],
  history: [
    { status: 'PEN', dateTime: '23/11/2026 12:05' },
    { status: 'DES', dateTime: '23/11/2026 12:20' },
  ],
};

const parse = (data: unknown) => ordenHashResponseSchema.safeParse({ codigoRetorno: '00', data });

describe('cliente/getOrdenHash answer', () => {
  it('reads the OrderWire in readable names, money in cents', () => {
    expect(ordenHashResponseSchema.parse({ codigoRetorno: '00', data: wire() })).toEqual(detail);
  });

  it('reads a pickup order: no delivery place, a future date, warranty text', () => {
    const parsed = parse(
      wire({
        tipoEntrega: 'TRA',
        latitudEntrega: null,
        longitudEntrega: null,
        direccion: null,
        PFF: '24/11/2026 09:30',
        mensajeGarantia: 'Tu orden no cuenta con garantía…',
        esTiendaCluster: 0,
        FORMA_PAGO: 'EFE',
        historial: undefined,
      }),
    );
    expect(parsed.success && parsed.data).toMatchObject({
      deliveryType: 'shop',
      deliveryLocation: null,
      address: null,
      futureDateTime: '24/11/2026 09:30',
      warrantyMessage: 'Tu orden no cuenta con garantía…',
      isClusterShop: false,
      paymentType: 'EFE',
      history: [],
    });
  });

  it('refuses missing or malformed required fields', () => {
    const { idord: _id, ...noId } = wire();
    for (const bad of [
      noId,
      wire({ tipoEntrega: 'XXX' }),
      wire({ FORMA_PAGO: 'NRM' }),
      wire({ totalVenta: 'mucho' }),
      wire({ fechaHora: '2026-11-23 12:05' }),
      wire({ latitudTienda: null }),
      wire({ detalle: undefined }),
      null,
    ]) {
      expect(parse(bad).success).toBe(false);
    }
  });
});

describe('getOrdenHash', () => {
  it('asks with the hash in the path, no body and no token', async () => {
    fakeFetch(() => okAnswer({ data: wire() }));
    expect(await getOrdenHash(HASH)).toEqual(detail);
    expect(sent[0]!.url).toBe(`/api/cliente/getOrdenHash/${HASH}`);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });

  it('escapes the hash into one path segment', async () => {
    fakeFetch(() => okAnswer({ data: wire() }));
    await getOrdenHash('a/b?c');
    expect(sent[0]!.url).toBe('/api/cliente/getOrdenHash/a%2Fb%3Fc');
  });

  it('is null on 404, network failure or a malformed answer, silently', async () => {
    fakeFetch(
      () => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' }, 404),
      () => okAnswer({ data: wire({ idord: 'x' }) }),
    );
    expect(await getOrdenHash(HASH)).toBeNull();
    expect(await getOrdenHash(HASH)).toBeNull();
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await getOrdenHash(HASH)).toBeNull();
    expect(uiStore.toasts).toEqual([]);
  });
});

describe('orderByHashQueryOptions', () => {
  const interval = (data: OrderDetail | null | undefined) => {
    const options = orderByHashQueryOptions(HASH);
    const refetch = options.refetchInterval as (query: unknown) => number | false;
    return refetch({ state: { data } });
  };

  it('is keyed under orders, fresh 15 s, refetched on focus and kept 7 days', () => {
    const options = orderByHashQueryOptions(HASH);
    expect(options.queryKey).toEqual(['orders', 'hash', HASH]);
    expect(options.staleTime).toBe(15_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.gcTime).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('refreshes every 30 s until the status is final', () => {
    expect(interval(undefined)).toBe(30_000);
    expect(interval(null)).toBe(30_000);
    expect(interval({ ...detail, status: 'DES' })).toBe(30_000);
    for (const status of ['ENT', 'FIN', 'ENV', 'CAN'] as const) {
      expect(interval({ ...detail, status })).toBe(false);
      expect(orderStatusIsFinal(status)).toBe(true);
    }
    expect(orderStatusIsFinal('LLC')).toBe(false);
  });

  it('asks again when a screen opens an order that can still change, even if fresh', async () => {
    // the copy restored from the device said DES seconds ago; the shop has moved it since
    const opened = async (status: OrderDetail['status']) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const options = orderByHashQueryOptions(HASH);
      const kept: OrderDetail = { ...detail, status };
      client.setQueryData(options.queryKey, kept);
      fakeFetch(() => okAnswer({ data: wire() }));
      const observer = new QueryObserver(client, options);
      const stop = observer.subscribe(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await client.getQueryCache().find({ queryKey: options.queryKey })?.promise;
      stop();
      client.clear();
      return sent.length;
    };
    expect(await opened('DES')).toBe(1);
    expect(await opened('PEN')).toBe(1);
    // a final status does not change: the fresh copy is shown without asking
    expect(await opened('ENT')).toBe(0);
    expect(await opened('CAN')).toBe(0);
  });

  it('keeps the last status when the network fails, null when the order is unknown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = orderByHashQueryOptions(HASH);
    fakeFetch(() => okAnswer({ data: wire() }));
    await client.fetchQuery(options);
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(client.getQueryData(options.queryKey)).toEqual(detail);
    expect(client.getQueryState(options.queryKey)?.status).toBe('error');
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' }, 404),
    );
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(client.getQueryData(options.queryKey)).toBeNull();
    client.clear();
  });
});
