import 'fake-indexeddb/auto';
import { clear, createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { OUTBOX_DB, OUTBOX_STORE, type OutboxRecord, type OutboxState } from './outbox-entry';
import { outboxSyncAnswer, outboxSyncSend } from './outbox-replay';

const HASH = '0123456789abcdef0123456789abcdef';
const URL_SAVE = 'https://tienda.example/api/data/saveOrderPendiente';
const db = createStore(OUTBOX_DB, OUTBOX_STORE);

function entry(key: string, createdAt: number, state: OutboxState = 'pendiente'): OutboxRecord {
  return {
    key,
    body: { orden: { idempotencia: key } },
    createdAt,
    state,
    prepared: { data: `cifrado-${key}`, authorization: 'Bearer viejo', url: URL_SAVE },
  };
}

const saved = (id: number) =>
  Response.json({
    codigoRetorno: '00',
    mensajeRetorno: 'Orden guardada',
    ORDERID: id,
    TRACKER: HASH,
    pago: 'no aplica',
    lstBloqueados: [],
  });

type Call = { url: string; auth: string | null; data: string | null; type: string | null };

/** A fake network answering from a list, recording what was sent. */
function network(...answers: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (url: string, init: RequestInit) => {
    const req = new Request(url, init);
    calls.push({
      url,
      auth: req.headers.get('authorization'),
      data: new URLSearchParams(await req.text()).get('data'),
      type: req.headers.get('content-type'),
    });
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new TypeError('Failed to fetch');
    return next;
  });
  return { fetchFn, calls };
}

const stored = (key: string) => get<OutboxRecord>(key, db);

beforeEach(async () => {
  await clear(db);
});

describe('outboxSyncSend', () => {
  test("posts each prepared request oldest first and records a '00' as confirmado", async () => {
    await set('b', entry('b', 2), db);
    await set('a', entry('a', 1), db);
    const { fetchFn, calls } = network(saved(41), saved(42));
    expect(await outboxSyncSend(fetchFn)).toEqual({
      confirmed: 2,
      unsent: 0,
      networkFailed: false,
    });
    expect(calls.map((c) => c.data)).toEqual(['cifrado-a', 'cifrado-b']);
    expect(calls[0]).toMatchObject({ url: URL_SAVE, auth: 'Bearer viejo' });
    expect(calls[0]?.type).toMatch(/^application\/x-www-form-urlencoded/);
    const a = await stored('a');
    expect(a).toMatchObject({ state: 'confirmado', remembered: false, announced: false });
    expect(a?.answer).toEqual(outboxSyncAnswer(await saved(41).json(), 200));
    expect(a?.prepared).toBeUndefined();
    expect((await stored('b'))?.answer).toMatchObject({ orderId: 42, hash: HASH });
  });

  test('retries once with the fresh token of a 401', async () => {
    await set('a', entry('a', 1), db);
    const expired = Response.json(
      { codigoRetorno: '02', mensajeRetorno: 'Sesión renovada' },
      { status: 401, headers: { token: 'nuevo' } },
    );
    const { fetchFn, calls } = network(expired, saved(41));
    expect((await outboxSyncSend(fetchFn)).confirmed).toBe(1);
    expect(calls.map((c) => c.auth)).toEqual(['Bearer viejo', 'Bearer nuevo']);
  });

  test('leaves anything but a 00 for the page, and does not call it a network failure', async () => {
    await set('a', entry('a', 1), db);
    await set('b', entry('b', 2), db);
    const refused = Response.json({ codigoRetorno: '01', mensajeRetorno: 'Los precios cambiaron' });
    const badKey = Response.json({ codigoRetorno: '02', mensajeRetorno: 'x' }, { status: 400 });
    const { fetchFn } = network(refused, badKey);
    expect(await outboxSyncSend(fetchFn)).toEqual({
      confirmed: 0,
      unsent: 2,
      networkFailed: false,
    });
    expect((await stored('a'))?.state).toBe('pendiente');
    expect((await stored('b'))?.state).toBe('pendiente');
  });

  test('a network failure or a 5xx stops the run so the browser retries later', async () => {
    await set('a', entry('a', 1), db);
    await set('b', entry('b', 2), db);
    const offline = network(new TypeError('Failed to fetch'));
    expect(await outboxSyncSend(offline.fetchFn)).toEqual({
      confirmed: 0,
      unsent: 2,
      networkFailed: true,
    });
    expect(offline.fetchFn).toHaveBeenCalledTimes(1);

    const down = network(new Response('', { status: 503 }));
    expect((await outboxSyncSend(down.fetchFn)).networkFailed).toBe(true);
    expect(down.fetchFn).toHaveBeenCalledTimes(1);
    expect((await stored('a'))?.state).toBe('pendiente');
  });

  test('skips settled entries and those without a prepared request', async () => {
    await set('done', entry('done', 1, 'confirmado'), db);
    await set('no', entry('no', 2, 'rechazado'), db);
    const bare = entry('bare', 3);
    delete bare.prepared;
    await set('bare', bare, db);
    await set('half', entry('half', 4, 'enviando'), db);
    const { fetchFn, calls } = network(saved(43));
    expect(await outboxSyncSend(fetchFn)).toEqual({
      confirmed: 1,
      unsent: 1,
      networkFailed: false,
    });
    expect(calls.map((c) => c.data)).toEqual(['cifrado-half']);
  });
});

describe('outboxSyncAnswer', () => {
  test("reads only a complete '00'", () => {
    expect(outboxSyncAnswer({ codigoRetorno: '00', ORDERID: 5, TRACKER: HASH }, 200)).toEqual({
      code: '00',
      message: '',
      orderId: 5,
      hash: HASH,
      payment: null,
      blocked: [],
      quote: null,
      httpStatus: 200,
    });
    expect(outboxSyncAnswer({ codigoRetorno: '00', ORDERID: '5', TRACKER: HASH }, 200)).toBeNull();
    expect(outboxSyncAnswer({ codigoRetorno: '01', ORDERID: 5, TRACKER: HASH }, 200)).toBeNull();
    expect(outboxSyncAnswer(null, 200)).toBeNull();
  });
});
