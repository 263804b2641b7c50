// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transportSet } from '../../api/transport';
import type { OrderSaveBody } from '../../protocol/order-body';
import { outboxAdd, outboxList } from '../../outbox/outbox-queue';
import { outboxChange, outboxDelete } from '../../outbox/outbox-db';
import type { OutboxEntry } from '../../outbox/outbox-queued';
import { ordersRemember, ordersStore } from '../../stores/orders';
import { sessionClearTokens, sessionSetGuestToken } from '../../api/session';
import { uiReset } from '../../stores/ui';
import { fakeOrderServer, hashOf, NOW, orderWire, renderOrders } from './orders.fixture';
import { orderIdOf } from '../../domain/order/order-id';

const remember = (id: number, deliveryType: 'home' | 'shop' = 'home') =>
  ordersRemember({
    id: orderIdOf(id),
    hash: hashOf(id),
    createdAt: NOW - id * 60_000,
    deliveryType,
  });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

function queuedBody(key: string, data: Partial<OrderSaveBody['data']> = {}): OrderSaveBody {
  return {
    data: {
      nombre: 'Ana López',
      telefono: '71234567',
      correo: 'ana@correo.com',
      fecha: 'n',
      hora: 'n',
      pedidoFuturo: 0,
      ordenesPendientes: 0,
      pedidoFuturoInvalido: 0,
      tipoPago: 'E',
      totalVenta: 12.5,
      comentarios: '',
      device: 'web',
      detalle: 'MOSTRADOR',
      personaRecibe: '',
      tienda: 3,
      ...data,
    } as OrderSaveBody['data'],
    menu: [{ I: 1101, C: 1 }],
    orden: { idord: 0, fcmToken: '', idempotencia: key },
    device: 'web',
    checkout: 1,
  };
}

/** Titles of the cards of the group named `name`, in order. */
function cardTitles(name: string): string[] {
  const group = screen.getByRole('region', { name });
  return within(group)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetGuestToken('g1');
});

afterEach(async () => {
  cleanup();
  transportSet(null);
  uiReset();
  onlineManager.setOnline(true);
  ordersStore.anonymous = [];
  for (const entry of await outboxList()) await outboxDelete(entry.key);
  localStorage.clear();
});

describe('/orders Mis pedidos (§2.1, §4.4)', () => {
  it('says there are no orders yet and links to the menu', async () => {
    fakeOrderServer([]);
    renderOrders('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeTruthy();
    expect(screen.getByText('Aún no tienes pedidos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el menú' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Mis pedidos');
  });

  it('shows the orders in progress first, then the rest, each newest first', async () => {
    fakeOrderServer([
      orderWire(3),
      orderWire(7, { estadoTracker: 'DES', fechaHora: '22/11/2026 20:00' }),
      orderWire(10, { tipoEntrega: 'TRA', estadoTracker: 'INI' }),
      orderWire(12, { estadoTracker: 'LLC', totalVenta: 21.4 }),
      orderWire(15, { estadoTracker: 'ENT' }),
    ]);
    for (const id of [7, 3, 15, 10, 12]) remember(id, id === 10 ? 'shop' : 'home');
    // the page sorts by itself, whatever order the list is in
    ordersStore.anonymous = [...ordersStore.anonymous].reverse();
    renderOrders('/orders');
    expect(await screen.findByRole('region', { name: 'En curso' })).toBeTruthy();
    await settle();
    expect(cardTitles('En curso')).toEqual(['Pedido #12', 'Pedido #3']);
    expect(cardTitles('Anteriores')).toEqual(['Pedido #15', 'Pedido #10', 'Pedido #7']);

    const card = screen.getByRole('article', { name: 'Pedido #12' });
    expect(within(card).getByRole('link', { name: 'Pedido #12' }).getAttribute('href')).toBe(
      `/orders/${hashOf(12)}`,
    );
    expect(within(card).getByText('Ha llegado')).toBeTruthy();
    expect(within(card).getByText('23/11/2026 12:05')).toBeTruthy();
    expect(within(card).getByText('Entrega a domicilio')).toBeTruthy();
    expect(within(card).getByText('$21.40')).toBeTruthy();
    const pickup = screen.getByRole('article', { name: 'Pedido #10' });
    expect(within(pickup).getByText('Retiro en tienda')).toBeTruthy();
    expect(within(pickup).getByText('En preparación')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Pedido #15' })).getByText('Ya fué entregado'),
    ).toBeTruthy();
  });

  it('lists every order under one heading when none is in progress', async () => {
    fakeOrderServer([
      orderWire(4, { estadoTracker: 'FIN' }),
      orderWire(9, { estadoTracker: 'ENT' }),
    ]);
    remember(4);
    remember(9);
    renderOrders('/orders');
    await screen.findByRole('region', { name: 'Tus pedidos' });
    await settle();
    expect(cardTitles('Tus pedidos')).toEqual(['Pedido #9', 'Pedido #4']);
    expect(screen.queryByRole('region', { name: 'En curso' })).toBeNull();
  });

  it('puts the queued orders on top: pending with the time queued, refused with its message', async () => {
    fakeOrderServer([orderWire(5)]);
    remember(5);
    const pending = await outboxAdd(queuedBody('11111111-1111-4111-8111-111111111111'));
    await outboxAdd(
      queuedBody('22222222-2222-4222-8222-222222222222', {
        latitud: 13.7,
        longitud: -89.2,
        totalVenta: 9,
      } as Partial<OrderSaveBody['data']>),
    );
    await outboxChange<OutboxEntry>('22222222-2222-4222-8222-222222222222', (old) =>
      old
        ? {
            ...old,
            createdAt: pending.createdAt + 60_000,
            state: 'rechazado',
            answer: {
              message: 'La dirección seleccionada no cuenta con cobertura',
            } as OutboxEntry['answer'],
          }
        : undefined,
    );
    renderOrders('/orders');
    const group = await screen.findByRole('region', { name: 'Pendientes de envío' });
    const sections = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(sections[1]).toBe('orders-outbox');
    const cards = within(group).getAllByRole('article');
    expect(cards).toHaveLength(2);
    // newest first: the refused one was queued a minute later
    expect(within(cards[0]!).getByText('Rechazado')).toBeTruthy();
    expect(
      within(cards[0]!).getByText('La dirección seleccionada no cuenta con cobertura'),
    ).toBeTruthy();
    expect(within(cards[0]!).getByText('Entrega a domicilio')).toBeTruthy();
    expect(within(cards[0]!).getByText('$9.00')).toBeTruthy();
    expect(within(cards[1]!).getByText('Pendiente de envío')).toBeTruthy();
    expect(within(cards[1]!).getByText('Retiro en tienda')).toBeTruthy();
    expect(within(cards[1]!).getByText('$12.50')).toBeTruthy();
    const queuedAt = new Date(pending.createdAt - 6 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(
      within(cards[1]!).getByText(
        `${two(queuedAt.getUTCDate())}/${two(queuedAt.getUTCMonth() + 1)}/${queuedAt.getUTCFullYear()} ${two(queuedAt.getUTCHours())}:${two(queuedAt.getUTCMinutes())}`,
      ),
    ).toBeTruthy();

    // the refused one can be dismissed; the pending one cannot
    expect(within(cards[1]!).queryByRole('button', { name: 'Descartar' })).toBeNull();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Descartar' }));
    // the queue's storage answers in its own time: on a busy machine more than a few ms
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Pendientes de envío' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
  });

  it('shows the last known status offline, with a note', async () => {
    fakeOrderServer([orderWire(8, { estadoTracker: 'DES' })]);
    remember(8);
    const { queryClient } = renderOrders('/orders');
    await screen.findByText('Ha sido enviado');
    cleanup();
    onlineManager.setOnline(false);
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    renderOrders('/orders', { queryClient });
    expect(
      await screen.findByText('Sin conexión: mostrando el último estado conocido'),
    ).toBeTruthy();
    expect(screen.getByText('Ha sido enviado')).toBeTruthy();
  });

  it('says so when the page was opened with no connection (no offline event came)', async () => {
    fakeOrderServer([orderWire(8, { estadoTracker: 'DES' })]);
    remember(8);
    const { queryClient } = renderOrders('/orders');
    await screen.findByText('Ha sido enviado');
    cleanup();
    // the query client still believes it is online; the device knows better
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
      renderOrders('/orders', { queryClient });
      expect(
        await screen.findByText('Sin conexión: mostrando el último estado conocido'),
      ).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });
});
