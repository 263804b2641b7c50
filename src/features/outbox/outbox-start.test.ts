// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSaveAnswer, saveOrderPendiente } from '../../api/order/save-order';
import type { OrderSaveBody } from '../../domain/checkout/order-payload';

const save = vi.hoisted(() => vi.fn<typeof saveOrderPendiente>());
vi.mock('../../api/order/save-order', () => ({ saveOrderPendiente: save }));

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
      tienda: 2,
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
  orderId,
  hash: HASH,
  payment: 'no aplica',
  blocked: [],
  quote: null,
  httpStatus: 200,
});

async function load() {
  const outbox = await import('../../stores/order-outbox');
  const { uiStore } = await import('../../stores/ui');
  const { ApiError } = await import('../../api/api-error');
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

  it('tries again every minute while an order waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = await load();
    await m.outboxAdd(body('k-1'));
    save.mockRejectedValueOnce(new m.ApiError('TIMEOUT', 'La solicitud tardó demasiado.'));
    save.mockResolvedValue(saved(41));
    stops.push(m.outboxStart());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await m.outboxList())[0]?.state).toBe('pendiente'));
    await vi.advanceTimersByTimeAsync(m.OUTBOX_RETRY_MS - 1_000);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(m.toasts()).toEqual([['success', 'Tu pedido #41 fue enviado']]));
    expect(save).toHaveBeenCalledTimes(2);
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
