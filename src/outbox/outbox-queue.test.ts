// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSaveAnswer, saveOrderPendiente } from '../api/order/save-order';
import type { OrderSaveBody } from '../protocol/order-body';
import { OUTBOX_CHANNEL, OUTBOX_CHANGED_MESSAGE, OUTBOX_PENDING_KEY } from './outbox-entry';
import { shopIdOf } from '../domain/shops/shop-id';
import { orderIdOf } from '../domain/order/order-id';

// the network boundary: every other module is the real one
const save = vi.hoisted(() => vi.fn<typeof saveOrderPendiente>());
vi.mock('../api/order/save-order', () => ({ saveOrderPendiente: save }));

const HASH = '0123456789abcdef0123456789abcdef';
const CK = 'abcdefghijklmnopqrstuvwxyz012345';

function body(key: string, overrides: Partial<OrderSaveBody['data']> = {}): OrderSaveBody {
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
      totalVenta: 12.5,
      comentarios: '',
      device: 'web',
      detalle: 'MOSTRADOR',
      personaRecibe: '',
      tienda: shopIdOf(3),
      ...overrides,
    },
    menu: [{ I: 1101, C: 1 }],
    orden: { idord: 0, fcmToken: '', idempotencia: key },
    device: 'web',
    checkout: 1,
  };
}

function answer(over: Partial<OrderSaveAnswer> = {}): OrderSaveAnswer {
  return {
    code: '00',
    message: 'Orden guardada',
    orderId: orderIdOf(41),
    hash: HASH,
    payment: 'no aplica',
    blocked: [],
    quote: null,
    httpStatus: 200,
    ...over,
  };
}

/** The app's modules as a fresh page load sees them (same IndexedDB, same localStorage). */
async function load() {
  const outbox = await import('./outbox-queue');
  const { ApiError } = await import('../api/api-error');
  const { ordersStore } = await import('../stores/orders');
  const { sessionStore } = await import('../api/session');
  return { ...outbox, ApiError, ordersStore, sessionStore };
}

/** A page reload: modules start over, storage stays. */
async function reload() {
  vi.resetModules();
  return load();
}

const networkError = async () => {
  const { ApiError } = await import('../api/api-error');
  return new ApiError('NETWORK', 'Error de comunicación');
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  vi.resetModules();
  save.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('outboxAdd / outboxList', () => {
  it('stores the order under its idempotency key as pendiente and raises the flag', async () => {
    const o = await load();
    const before = Date.now();
    await o.outboxAdd(body('k-1'));
    const [entry, ...rest] = await o.outboxList();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ key: 'k-1', state: 'pendiente', body: body('k-1') });
    expect(entry?.createdAt).toBeGreaterThanOrEqual(before);
    expect(entry?.prepared).toBeUndefined(); // no ck key or token at hand
    expect(localStorage.getItem(OUTBOX_PENDING_KEY)).toBe('1');
    expect(save).not.toHaveBeenCalled();
  });

  it('prepares the encrypted request for the service worker when a key and a token are known', async () => {
    const o = await load();
    o.sessionStore.ckKey = CK;
    o.sessionStore.guestToken = 'guest-jwt';
    await o.outboxAdd(body('k-1'));
    const [entry] = await o.outboxList();
    const { encryptPayload } = await import('../api/encrypt');
    expect(entry?.prepared).toEqual({
      data: encryptPayload(body('k-1'), CK),
      authorization: 'Bearer guest-jwt',
      url: '/api/data/saveOrderPendiente',
    });
    o.sessionStore.accessToken = 'access-jwt';
    o.sessionStore.refreshToken = 'refresh-jwt';
    await o.outboxAdd(body('k-2'));
    const second = (await o.outboxList()).find((e) => e.key === 'k-2');
    expect(second?.prepared?.authorization).toBe('Bearer access-jwt');
  });

  it('adding a key already queued keeps the first entry', async () => {
    const o = await load();
    const first = await o.outboxAdd(body('k-1'));
    const again = await o.outboxAdd(body('k-1', { nombre: 'Otra' }));
    expect(again).toEqual(first);
    expect(await o.outboxList()).toEqual([first]);
  });

  it('nothing is lost when the app is closed in between: a reload reads and sends it', async () => {
    const first = await load();
    await first.outboxAdd(body('k-1'));
    const page = await reload();
    expect((await page.outboxList()).map((e) => [e.key, e.state])).toEqual([['k-1', 'pendiente']]);
    save.mockResolvedValue(answer());
    await page.outboxFlush();
    expect(save).toHaveBeenCalledWith(body('k-1'), { background: true });
    expect((await page.outboxList())[0]?.state).toBe('confirmado');
  });
});

describe('outboxFlush', () => {
  it("'00' confirms the entry and adds the order to the customer's orders", async () => {
    const o = await load();
    o.sessionStore.ckKey = CK;
    o.sessionStore.guestToken = 'guest-jwt';
    await o.outboxAdd(body('k-1'));
    save.mockResolvedValue(answer());
    await o.outboxFlush();
    const [entry] = await o.outboxList();
    expect(entry).toMatchObject({ state: 'confirmado', answer: answer(), remembered: true });
    expect(entry?.prepared).toBeUndefined();
    expect(o.ordersStore.anonymous).toEqual([
      { id: 41, hash: HASH, createdAt: entry?.createdAt, deliveryType: 'shop' },
    ]);
  });

  it('a home delivery order is remembered as such', async () => {
    const o = await load();
    const home = body('k-1');
    home.data = { ...home.data, latitud: 13.7 } as unknown as OrderSaveBody['data'];
    await o.outboxAdd(home);
    save.mockResolvedValue(answer());
    await o.outboxFlush();
    expect(o.ordersStore.anonymous[0]?.deliveryType).toBe('home');
  });

  it('a refusal keeps the entry as rechazado with the server message, remembering nothing', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    const refused = answer({
      code: '03',
      message: 'Algunos productos de tu pedido no están disponibles.',
      orderId: null,
      hash: null,
      payment: null,
    });
    save.mockResolvedValue(refused);
    await o.outboxFlush();
    const [entry] = await o.outboxList();
    expect(entry).toMatchObject({ state: 'rechazado', answer: refused });
    expect(o.ordersStore.anonymous).toEqual([]);
    await o.outboxFlush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a rate limit (429) is no refusal: the order stays pendiente and goes on a later try', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    const limited = answer({
      code: '02',
      message:
        'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.',
      orderId: null,
      hash: null,
      payment: null,
      httpStatus: 429,
    });
    save.mockResolvedValueOnce(limited).mockResolvedValueOnce(answer());
    await o.outboxFlush();
    expect((await o.outboxList()).map((e) => e.state)).toEqual(['pendiente']);
    expect(localStorage.getItem(OUTBOX_PENDING_KEY)).toBe('1');
    await o.outboxFlush();
    expect(save).toHaveBeenCalledTimes(2);
    expect((await o.outboxList()).map((e) => e.state)).toEqual(['confirmado']);
  });

  it('a network error keeps the order pendiente and stops: the next ones wait too', async () => {
    const o = await load();
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    await o.outboxAdd(body('k-1'));
    vi.spyOn(Date, 'now').mockReturnValue(2_000);
    await o.outboxAdd(body('k-2'));
    vi.restoreAllMocks();
    save.mockRejectedValue(await networkError());
    await o.outboxFlush();
    expect(save).toHaveBeenCalledTimes(1);
    expect((await o.outboxList()).map((e) => e.state)).toEqual(['pendiente', 'pendiente']);
    expect(localStorage.getItem(OUTBOX_PENDING_KEY)).toBe('2');

    save.mockReset();
    save.mockResolvedValueOnce(answer()).mockResolvedValueOnce(answer({ orderId: orderIdOf(42) }));
    await o.outboxFlush();
    // oldest first
    expect(save.mock.calls.map(([b]) => b.orden.idempotencia)).toEqual(['k-1', 'k-2']);
    expect((await o.outboxList()).map((e) => e.answer?.orderId)).toEqual([41, 42]);
  });

  it('sends an order that was being sent when the page closed', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    let release: (a: OrderSaveAnswer) => void = () => undefined;
    save.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    void o.outboxFlush();
    await vi.waitFor(async () => expect((await o.outboxList())[0]?.state).toBe('enviando'));
    const page = await reload(); // the first send never answers
    save.mockResolvedValue(answer());
    await page.outboxFlush();
    expect((await page.outboxList())[0]?.state).toBe('confirmado');
    release(answer());
  });

  it('one flush at a time: two calls while one runs send each order once', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    let release: (a: OrderSaveAnswer) => void = () => undefined;
    save.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const a = o.outboxFlush();
    const b = o.outboxFlush();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    release(answer());
    await Promise.all([a, b]);
    await o.outboxFlush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('holds the Web Lock across tabs while it sends', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    let held = false;
    const request = vi.fn(async (_name: string, fn: () => Promise<void>) => {
      held = true;
      await fn();
      held = false;
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    save.mockImplementation(async () => {
      expect(held).toBe(true);
      return answer();
    });
    try {
      await o.outboxFlush();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(request).toHaveBeenCalledWith('order-outbox', expect.any(Function));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('drops confirmed orders a week after their confirmation, never unsent ones', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    save.mockResolvedValue(answer());
    await o.outboxFlush();
    await o.outboxAdd(body('k-2'));
    save.mockRejectedValue(await networkError());
    const week = 7 * 24 * 60 * 60 * 1000;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + week - 60_000);
    await o.outboxFlush();
    expect((await o.outboxList()).map((e) => e.key)).toEqual(['k-1', 'k-2']);
    vi.spyOn(Date, 'now').mockReturnValue(now + week + 60_000);
    await o.outboxFlush();
    expect((await o.outboxList()).map((e) => e.key)).toEqual(['k-2']);
  });
});

describe('outcomes, removal and the pending flag', () => {
  it('each outcome is claimed once; then the flag drops', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    save.mockResolvedValue(answer());
    await o.outboxFlush();
    expect(localStorage.getItem(OUTBOX_PENDING_KEY)).toBe('1'); // not told yet
    const other = await reload(); // another tab asks at the same time
    await other.outboxList(); // its database is open too
    const [mine, theirs] = await Promise.all([
      o.outboxClaimOutcomes(),
      other.outboxClaimOutcomes(),
    ]);
    expect([...mine, ...theirs].map((e) => e.key)).toEqual(['k-1']);
    expect(await o.outboxClaimOutcomes()).toEqual([]);
    expect(localStorage.getItem(OUTBOX_PENDING_KEY)).toBeNull();
  });

  it('removes refused and confirmed orders, never one still to send', async () => {
    const o = await load();
    await o.outboxAdd(body('k-1'));
    expect(await o.outboxRemove('k-1')).toBe(false);
    save.mockResolvedValue(answer({ code: '02', message: 'No', orderId: null, hash: null }));
    await o.outboxFlush();
    expect(await o.outboxRemove('k-1')).toBe(true);
    expect(await o.outboxList()).toEqual([]);
    expect(await o.outboxRemove('k-1')).toBe(false);
  });

  it('tells subscribers of changes here and in other tabs', async () => {
    const o = await load();
    const listener = vi.fn();
    const unsubscribe = o.outboxSubscribe(listener);
    await o.outboxAdd(body('k-1'));
    expect(listener).toHaveBeenCalled();

    listener.mockClear();
    const otherTab = new BroadcastChannel(OUTBOX_CHANNEL);
    otherTab.postMessage(OUTBOX_CHANGED_MESSAGE);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());

    listener.mockClear();
    const heard = vi.fn();
    otherTab.onmessage = heard;
    await o.outboxAdd(body('k-2'));
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    otherTab.close();
    unsubscribe();
  });
});

describe('with the service worker', () => {
  it('remembers the orders the worker confirmed while the app was closed', async () => {
    const o = await load();
    o.sessionStore.ckKey = CK;
    o.sessionStore.guestToken = 'guest-jwt';
    await o.outboxAdd(body('k-1'));
    const { outboxSyncAnswer, outboxSyncSend } = await import('./outbox-replay');
    const envelope = {
      codigoRetorno: '00',
      mensajeRetorno: 'Orden guardada',
      ORDERID: 77,
      TRACKER: HASH,
      pago: 'no aplica',
    };
    const result = await outboxSyncSend(async () => Response.json(envelope));
    expect(result).toEqual({ confirmed: 1, unsent: 0, networkFailed: false });

    const page = await reload();
    const [entry] = await page.outboxList();
    // what the worker records has the app's answer type (a compile-time check too)
    const recorded: OrderSaveAnswer | null = outboxSyncAnswer(envelope, 200);
    expect(entry?.answer).toEqual({ ...recorded });
    expect(recorded).toMatchObject({ code: '00', orderId: 77, hash: HASH });
    expect(entry).toMatchObject({ state: 'confirmado', remembered: false });
    await page.outboxFlush();
    expect(save).not.toHaveBeenCalled();
    expect(page.ordersStore.anonymous.map((e) => e.id)).toEqual([77]);
    expect((await page.outboxList())[0]?.remembered).toBe(true);
  });
});
