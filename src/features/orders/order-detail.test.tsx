// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transportSet } from '../../api/transport';
import { ordersRemember, ordersStore } from '../../stores/orders';
import { sessionClearTokens, sessionSetGuestToken } from '../../api/session';
import { uiReset } from '../../stores/ui';
import { sent } from '../../test/fake-fetch';
import { fakeOrderServer, hashOf, NOW, orderWire, renderOrders } from './orders.fixture';
import { orderIdOf } from '../../domain/order/order-id';

const BANNER = '¡Tu pedido ha sido procesado con éxito!';

/** The facts list as term → value. */
function facts(): Record<string, string> {
  const list = screen.getByRole('region', { name: 'Detalles' }).querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );
}

/** The progress steps as 'label:state', the current one marked. */
function steps(): string[] {
  const list = screen.getByRole('list', { name: 'Progreso del pedido' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => {
      const label = li.querySelector('.order-progress__label')?.textContent;
      return li.getAttribute('aria-current') === 'step' ? `[${label}]` : `${label}`;
    });
}

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetGuestToken('g1');
});

afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
  onlineManager.setOnline(true);
  ordersStore.anonymous = [];
  localStorage.clear();
});

describe('/orders/{hash} order detail (§2.1, §3.6, §4.4)', () => {
  it('shows a dispatched home delivery: status, stages, times, payment, place and lines', async () => {
    fakeOrderServer([
      orderWire(41, {
        estadoTracker: 'DES',
        horaDespacho: '12:20',
        FORMA_PAGO: 'TAR',
        estadoPago: 'pagado',
      }),
    ]);
    renderOrders(`/orders/${hashOf(41)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #41' })).toBeTruthy();
    expect(document.title).toBe('Pedido #41');
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(screen.getByText('Ha sido enviado')).toBeTruthy();
    expect(steps()).toEqual(['Preparando', '[En camino]', 'Entregado']);
    expect(facts()).toEqual({
      Fecha: '23/11/2026 12:05',
      'Hora del pedido': '12:05',
      'Hora de despacho': '12:20',
      Entrega: 'Entrega a domicilio',
      Tienda: 'Zona Rosa',
      Dirección: 'Calle La Mascota #12',
      Indicaciones: 'Portón negro',
      Pago: 'Tarjeta · Pagado',
    });
    const lines = screen.getByRole('region', { name: 'Tu pedido' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 ×Combo Familiar$5.00', '2 ×Soda$3.00']);
    expect(within(lines).getByText('-$1.25')).toBeTruthy();
    expect(within(lines).getByText('$6.75')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver en el mapa' }).getAttribute('href')).toBe(
      `/tracker/${hashOf(41)}`,
    );
    expect(sent.map((r) => r.url)).toContain(`/api/cliente/getOrdenHash/${hashOf(41)}`);
  });

  it('a pickup order: two stages, the future time, the warranty message, no map', async () => {
    fakeOrderServer([
      orderWire(42, {
        tipoEntrega: 'TRA',
        estadoTracker: 'INI',
        direccion: null,
        latitudEntrega: null,
        longitudEntrega: null,
        PFF: '24/11/2026 19:30',
        mensajeGarantia: 'Tu pedido llega en 30 minutos o es gratis',
        FORMA_PAGO: 'CER',
        IND: '',
        descuento: 0,
      }),
    ]);
    renderOrders(`/orders/${hashOf(42)}`);
    expect(await screen.findByText('En preparación')).toBeTruthy();
    expect(steps()).toEqual(['[Preparando]', 'Entregado']);
    expect(facts()).toMatchObject({
      'Programado para': '24/11/2026 07:30 pm',
      Entrega: 'Retiro en tienda',
      Pago: 'Certificado',
    });
    expect(Object.keys(facts())).not.toContain('Dirección');
    expect(Object.keys(facts())).not.toContain('Indicaciones');
    expect(screen.getByText('Tu pedido llega en 30 minutos o es gratis')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver en el mapa' })).toBeNull();
    expect(screen.queryByText('Descuento')).toBeNull();
  });

  it('reads the §4.4 texts of other statuses', async () => {
    fakeOrderServer([
      orderWire(43, { estadoTracker: 'LLE' }),
      orderWire(44, { estadoTracker: 'CAN' }),
      orderWire(45, { estadoTracker: 'FIN', horaEntrega: '12:50' }),
    ]);
    renderOrders(`/orders/${hashOf(43)}`);
    expect(await screen.findByText('Sin asignar')).toBeTruthy();
    cleanup();
    renderOrders(`/orders/${hashOf(44)}`);
    expect(await screen.findByText('está pendiente de entrega')).toBeTruthy();
    cleanup();
    renderOrders(`/orders/${hashOf(45)}`);
    expect(await screen.findByText('Ya fué entregado')).toBeTruthy();
    expect(steps()).toEqual(['Preparando', 'En camino', '[Entregado]']);
    expect(facts()['Hora de entrega']).toBe('12:50');
  });

  it('/tracking/{id}: the order this device remembers, under the payment-success banner', async () => {
    fakeOrderServer([orderWire(46)]);
    ordersRemember({ id: orderIdOf(46), hash: hashOf(46), createdAt: NOW, deliveryType: 'home' });
    renderOrders('/tracking/46');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #46' })).toBeTruthy();
    const banner = screen.getByText(BANNER).closest('[role="status"]')!;
    expect(banner.textContent).toContain('¡Me encargaré que tu pedido llegue tal como lo pediste!');
  });

  it('does not find an id this device does not know, nor a hash the server does not', async () => {
    fakeOrderServer([]);
    renderOrders('/orders/77');
    expect(await screen.findByRole('heading', { name: 'No encontramos este pedido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(sent).toHaveLength(0);
    cleanup();
    renderOrders(`/orders/${hashOf(78)}`);
    expect(await screen.findByRole('heading', { name: 'No encontramos este pedido' })).toBeTruthy();
    cleanup();
    renderOrders('/orders/no-es-un-pedido');
    expect(await screen.findByRole('heading', { name: 'No encontramos este pedido' })).toBeTruthy();
  });

  it('offline: the cached copy at once with a note', async () => {
    fakeOrderServer([orderWire(47, { estadoTracker: 'LLC' })]);
    const { queryClient } = renderOrders(`/orders/${hashOf(47)}`);
    expect(await screen.findByText('Ha llegado')).toBeTruthy();
    expect(screen.queryByText('Sin conexión: mostrando el último estado conocido')).toBeNull();
    cleanup();
    onlineManager.setOnline(false);
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    renderOrders(`/orders/${hashOf(47)}`, { queryClient });
    expect(await screen.findByText('Ha llegado')).toBeTruthy();
    expect(screen.getByText('Sin conexión: mostrando el último estado conocido')).toBeTruthy();
  });
});
