// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transportSet } from '../../api/transport';
import { sessionClearTokens, sessionSetGuestToken } from '../../api/session';
import { uiReset } from '../../stores/ui';
import { sent } from '../../test/fake-fetch';
import { fakeOrderServer, hashOf, orderWire, renderOrders } from './orders.fixture';
import type { TrackerMapProps } from './tracker-map-types';

const point = (indice: number, tiempoRepartidor: number | null = null) => ({
  id: 100 + indice,
  idord: 41,
  indice,
  latitud: 13.7 + indice / 1000,
  longitud: -89.24,
  velocidad: 20,
  trackerDelivery: 1,
  tiempoRepartidor,
});

// the map itself needs WebGL: the page is tested with a stand-in that records its props
function mapSpy() {
  return vi.fn((props: TrackerMapProps) => <div data-testid="mapa">{props.shopName}</div>);
}

const trackedCalls = () => sent.filter((r) => r.url.endsWith('/tracker/ordenHasTracked'));

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetGuestToken('g1');
});

afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
  localStorage.clear();
});

describe('/tracker/{id} (§2.1, §4.4)', () => {
  it('shows the driver on the map, the status, progress and arrival time; marks it tracked once', async () => {
    fakeOrderServer([orderWire(41, { estadoTracker: 'DES' })], {
      points: () => [point(2, 7), point(1, 9)],
    });
    const renderMap = mapSpy();
    const { queryClient } = renderOrders(`/tracker/${hashOf(41)}`, { renderMap });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #41' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('contenido');
    expect(screen.getByText('Ha sido enviado')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Progreso del pedido' })).toBeTruthy();
    expect(await screen.findByText('Llegada estimada en 7 minutos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe(
      `/orders/${hashOf(41)}`,
    );

    const props = renderMap.mock.lastCall![0];
    expect(props.shop).toEqual({ latitude: 13.699, longitude: -89.241 });
    expect(props.destination).toEqual({ latitude: 13.7065, longitude: -89.239 });
    expect(props.route.map((p) => p.index)).toEqual([1, 2]);
    expect(props.driver?.index).toBe(2);

    await waitFor(() => expect(trackedCalls()).toHaveLength(1));
    expect(String(trackedCalls()[0]!.body)).toBe('idord=41');
    // on the way: the points are asked again every 10 s
    const points = queryClient
      .getQueryCache()
      .find({ queryKey: ['orders', 'tracking', hashOf(41)] });
    expect(points?.observers[0]?.options.refetchInterval).toBe(10_000);
  });

  it('says the driver has not left yet while there are no points, and stops refreshing them', async () => {
    fakeOrderServer([orderWire(42, { estadoTracker: 'INI' })]);
    const renderMap = mapSpy();
    const { queryClient } = renderOrders(`/tracker/${hashOf(42)}`, { renderMap });
    expect(await screen.findByText('Tu repartidor aún no ha salido')).toBeTruthy();
    expect(screen.getByText('En preparación')).toBeTruthy();
    expect(renderMap.mock.lastCall![0].driver).toBeNull();
    const points = queryClient
      .getQueryCache()
      .find({ queryKey: ['orders', 'tracking', hashOf(42)] });
    expect(points?.observers[0]?.options.refetchInterval).toBe(false);
  });

  it('a pickup order: the shop alone, no driver, no points asked', async () => {
    fakeOrderServer([
      orderWire(43, { tipoEntrega: 'TRA', latitudEntrega: null, longitudEntrega: null }),
    ]);
    const renderMap = mapSpy();
    renderOrders(`/tracker/${hashOf(43)}`, { renderMap });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #43' })).toBeTruthy();
    expect(renderMap.mock.lastCall![0].destination).toBeNull();
    expect(screen.queryByText('Tu repartidor aún no ha salido')).toBeNull();
    expect(sent.some((r) => r.url.includes('getCoordenadasHash'))).toBe(false);
  });

  it('an unknown order links back to the orders', async () => {
    fakeOrderServer([]);
    renderOrders('/tracker/99');
    expect(await screen.findByRole('heading', { name: 'No encontramos este pedido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' }).getAttribute('href')).toBe(
      '/orders',
    );
  });
});
