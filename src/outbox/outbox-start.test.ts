// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSaveAnswer, saveOrderPendiente } from '../api/order/save-order';
import type { OrderSaveBody } from '../protocol/order-body';
import type { OutboxEntry } from './outbox-queued';
import { shopIdOf } from '../domain/shops/shop-id';
import { orderIdOf } from '../domain/order/order-id';

const save = vi.hoisted(() => vi.fn<typeof saveOrderPendiente>());
vi.mock('../api/order/save-order', () => ({ saveOrderPendiente: save }));

const HASH = 'fedcba9876543210fedcba9876543210';

function body(key: string): OrderSaveBody {
  return {
    data: {
      nombre: 'Ana López',
      telefono: '71234567',
      correo: 'ana@example.com',
      fecha: 'n',
      hora: 'n',
      pedidoFuturo: 0,
      ordenesPendientes: 0,
      pedidoFuturoInvalido: 0,
      tipoPago: 'E',
      totalVenta: 9.75,
      comentarios: '',
      device: 'web',
      detalle: '',
      personaRecibe: '',
      tienda: shopIdOf(2),
    },
    menu: [{ I: 1101, C: 1 }],
    orden: { idord: 0, fcmToken: '', idempotencia: key },
    device: 'web',
    checkout: 1,
  };
}

const saved = (orderId: number): OrderSaveAnswer => ({
  code: '00',
  message: 'Orden guardada',
  orderId: orderIdOf(orderId),
  hash: HASH,
  payment: 'no aplica',
  blocked: [],
  quote: null,
  httpStatus: 200,
});

async function load() {
  const outbox = await import('./outbox-queue');
  const { uiStore } = await import('../stores/ui');
  const { ApiError } = await import('../api/api-error');
  const boot = await import('./outbox-boot');
  const start = await import('./outbox-start');
  const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);
  return { ...outbox, ...boot, ...start, ApiError, toasts };
}

const stops: Array<() => void> = [];
const worker = new EventTarget();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  vi.resetModules();
  save.mockReset();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('outboxMaybePending', () => {
  it('is true from an order queued until its outcome has been told', async () => {
    const m = await load();
    expect(await m.outboxMaybePending()).toBe(false);
    await m.outboxAdd(body('k-1'));
    expect(await m.outboxMaybePending()).toBe(true);
    save.mockResolvedValue(saved(41));
    await m.outboxFlush();
    expect(await m.outboxMaybePending()).toBe(true);
    await m.outboxClaimOutcomes();
    expect(await m.outboxMaybePending()).toBe(false);
  });
});

describe('outboxStart', () => {
  it("sends what is queued at once and says 'Tu pedido #41 fue enviado'", async () => {
    const m = await load();
    await m.outboxAdd(body('k-1'));
    save.mockResolvedValue(saved(41));
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #41 fue enviado']]));
    expect(save).toHaveBeenCalledTimes(1);
    expect((await m.outboxList())[0]?.state).toBe('confirmado');
  });

  it('shows the refusal message as a warning', async () => {
    const m = await load();
    await m.outboxAdd(body('k-1'));
    const message = 'La dirección seleccionada no cuenta con cobertura';
    save.mockResolvedValue({ ...saved(0), code: '02', message, orderId: null, hash: null });
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(m.toasts()).toEqual([['warning', message]]));
  });

  it('sends again when the connection returns and when the worker asks', async () => {
    const m = await load();
    await m.outboxAdd(body('k-1'));
    save.mockRejectedValue(new m.ApiError('NETWORK', 'Error de comunicación'));
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await m.outboxList())[0]?.state).toBe('pendiente'));
    expect(m.toasts()).toEqual([]);

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect((await m.outboxList())[0]?.state).toBe('pendiente'));

    save.mockResolvedValue(saved(41));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'order-outbox-flush' } }));
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #41 fue enviado']]));
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('tries again after 2 s, then less often, at most every minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = await load();
    expect([1, 2, 3, 4, 5, 9].map(m.outboxRetryDelay)).toEqual([
      2_000, 5_000, 15_000, 30_000, 60_000, 60_000,
    ]);
    await m.outboxAdd(body('k-1'));
    save.mockRejectedValueOnce(new m.ApiError('NETWORK', 'Error de comunicación'));
    save.mockRejectedValueOnce(new m.ApiError('TIMEOUT', 'La solicitud tardó demasiado.'));
    save.mockResolvedValue(saved(41));
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await m.outboxList())[0]?.state).toBe('pendiente'));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect((await m.outboxList())[0]?.state).toBe('pendiente'));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #41 fue enviado']]));
    expect(save).toHaveBeenCalledTimes(2 + 1);
  });

  it('sends again when the connection returns during a try that fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = await load();
    await m.outboxAdd(body('k-1'));
    let fail: (error: Error) => void = () => undefined;
    save.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    save.mockResolvedValue(saved(41));
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    fail(new m.ApiError('NETWORK', 'Error de comunicación'));
    // no timer runs out: the `online` event has a try of its own
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #41 fue enviado']]));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('remembers an order the worker confirmed while the app is open', async () => {
    const m = await load();
    const { ordersStore } = await import('../stores/orders');
    await m.outboxAdd(body('k-1'));
    save.mockRejectedValueOnce(new m.ApiError('NETWORK', 'Error de comunicación'));
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await m.outboxList())[0]?.state).toBe('pendiente'));
    expect(ordersStore.anonymous).toEqual([]);
    // the worker's Background Sync confirms it and tells the open windows
    const { outboxChange } = await import('./outbox-db');
    await outboxChange<OutboxEntry>('k-1', (old) =>
      old ? { ...old, state: 'confirmado', answer: saved(52), remembered: false } : undefined,
    );
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'order-outbox-changed' } }));
    await vi.waitFor(() => expect(ordersStore.anonymous.map((o) => o.id)).toEqual([52]));
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #52 fue enviado']]));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('tells the outcome of an order the worker sent while the app was closed', async () => {
    const m = await load();
    await m.outboxAdd(body('k-1'));
    save.mockResolvedValue(saved(52));
    await m.outboxFlush(); // stands for the worker: confirmed, nobody told yet
    save.mockClear();
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #52 fue enviado']]));
    expect(save).not.toHaveBeenCalled();
  });
});

describe('outboxBoot', () => {
  it('loads nothing while nothing waits, and starts once an order is queued', async () => {
    const m = await load();
    const open = vi.spyOn(indexedDB, 'open');
    m.outboxBoot();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(open).not.toHaveBeenCalled(); // the flag said no: IndexedDB stays closed

    save.mockResolvedValue(saved(41));
    await m.outboxAdd(body('k-1'));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #41 fue enviado']]));
    stops.push(m.outboxStart()); // the same running instance: stopped after the test
  });
});
