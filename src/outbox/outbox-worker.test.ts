import 'fake-indexeddb/auto';
import { clear, createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  OUTBOX_CHANGED_MESSAGE,
  OUTBOX_DB,
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_STORE,
  type OutboxRecord,
} from './outbox-entry';
import { outboxWorkerSync, type OutboxWindows } from './outbox-worker';

const URL_SAVE = 'https://tienda.example/api/data/saveOrderPendiente';
const db = createStore(OUTBOX_DB, OUTBOX_STORE);

const queued = (key: string): OutboxRecord => ({
  key,
  body: { orden: { idempotencia: key } },
  createdAt: 1,
  state: 'pendiente',
  prepared: { data: `cifrado-${key}`, authorization: 'Bearer viejo', url: URL_SAVE },
});

const saved = () =>
  Response.json({
    codigoRetorno: '00',
    mensajeRetorno: 'Orden guardada',
    ORDERID: 41,
    TRACKER: '0123456789abcdef0123456789abcdef',
  });

/** The worker's windows: each call of matchAll answers the next list. */
function windows(...lists: Array<Array<{ postMessage: (message: unknown) => void }>>) {
  const matchAll = vi.fn(async () => lists.shift() ?? []);
  return { matchAll } satisfies OutboxWindows;
}

beforeEach(async () => {
  await clear(db);
  await set('a', queued('a'), db);
});

describe('outboxWorkerSync', () => {
  test('asks the open windows to send the queue, and sends nothing itself', async () => {
    const tab = { postMessage: vi.fn() };
    const fetchFn = vi.fn(async () => saved());
    await outboxWorkerSync(windows([tab]), fetchFn);
    expect(tab.postMessage).toHaveBeenCalledWith({ type: OUTBOX_FLUSH_MESSAGE });
    expect(fetchFn).not.toHaveBeenCalled();
    expect((await get<OutboxRecord>('a', db))?.state).toBe('pendiente');
  });

  test('with no window open sends the queue and tells a window opened meanwhile', async () => {
    const opened = { postMessage: vi.fn() };
    await outboxWorkerSync(
      windows([], [opened]),
      vi.fn(async () => saved()),
    );
    expect((await get<OutboxRecord>('a', db))?.state).toBe('confirmado');
    expect(opened.postMessage).toHaveBeenCalledWith({ type: OUTBOX_CHANGED_MESSAGE });
  });

  test('fails while orders wait after a network failure, so the browser fires it again', async () => {
    const fetchFn = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    await expect(outboxWorkerSync(windows([]), fetchFn)).rejects.toThrow('1 pedido(s) en cola');
    expect((await get<OutboxRecord>('a', db))?.state).toBe('pendiente');
  });
});
