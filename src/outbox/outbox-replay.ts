import { createStore, promisifyRequest, values, type UseStore } from 'idb-keyval';
import { orderIdOf, type OrderId } from '../domain/order/order-id';
import {
  OUTBOX_DB,
  OUTBOX_STORE,
  outboxIsUnsent,
  type OutboxPrepared,
  type OutboxRecord,
} from './outbox-entry';

/**
 * DESIGN "Offline and installability": the service worker sends queued orders itself when
 * Background Sync fires with no window open (./outbox-worker.ts). It repeats the page's prepared request
 * (encrypted body, token); only a '00' is recorded, anything else is left for the page, which
 * encrypts again with a fresh key. No worker globals here, so tests run it in Node.
 */

/** What the worker records of a '00': the shape of the app's OrderSaveAnswer. */
export interface OutboxSyncAnswer {
  code: '00';
  message: string;
  orderId: OrderId;
  hash: string;
  payment: string | null;
  blocked: never[];
  quote: null;
  httpStatus: number;
}

export interface OutboxSyncResult {
  /** orders confirmed by this run */
  confirmed: number;
  /** orders still not sent */
  unsent: number;
  /** the network (or the server: 5xx) failed, so a later try may succeed */
  networkFailed: boolean;
}

/** The network the replay posts to: the worker's `fetch` (a fake in tests). */
export type OutboxFetch = (url: string, init: RequestInit) => Promise<Response>;

let store: UseStore | null = null;
const db = (): UseStore => (store ??= createStore(OUTBOX_DB, OUTBOX_STORE));

/** The '00' envelope (docs/protocol.md, contract) as the app's answer shape, or null. */
export function outboxSyncAnswer(json: unknown, httpStatus: number): OutboxSyncAnswer | null {
  if (typeof json !== 'object' || json === null) return null;
  const env = json as Record<string, unknown>;
  if (env.codigoRetorno !== '00') return null;
  if (typeof env.ORDERID !== 'number' || typeof env.TRACKER !== 'string') return null;
  return {
    code: '00',
    message: typeof env.mensajeRetorno === 'string' ? env.mensajeRetorno : '',
    orderId: orderIdOf(env.ORDERID),
    hash: env.TRACKER,
    payment: typeof env.pago === 'string' ? env.pago : null,
    blocked: [],
    quote: null,
    httpStatus,
  };
}

function post(fetchFn: OutboxFetch, prepared: OutboxPrepared, authorization: string) {
  return fetchFn(prepared.url, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: authorization },
    body: new URLSearchParams({ data: prepared.data }),
  });
}

/** §4.1 an expired token answers 401 with a fresh one in the `token` header: retry once. */
async function send(fetchFn: OutboxFetch, prepared: OutboxPrepared): Promise<Response> {
  const res = await post(fetchFn, prepared, prepared.authorization);
  const token = res.status === 401 ? res.headers.get('token') : null;
  return token ? post(fetchFn, prepared, `Bearer ${token}`) : res;
}

/** Marks an entry confirmed unless the page settled it first (one transaction). */
function confirm(key: string, answer: OutboxSyncAnswer): Promise<void> {
  return db()(
    'readwrite',
    (os) =>
      new Promise<void>((resolve, reject) => {
        const request = os.get(key);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
        request.onsuccess = () => {
          const old = request.result as OutboxRecord | undefined;
          if (old && outboxIsUnsent(old)) {
            const next: OutboxRecord = {
              ...old,
              state: 'confirmado',
              answer,
              settledAt: Date.now(),
              remembered: false,
              announced: false,
            };
            delete next.prepared;
            os.put(next, key);
          }
          promisifyRequest(os.transaction).then(() => resolve(), reject);
        };
      }),
  );
}

/** Sends each unsent entry that has a prepared request, oldest first. */
export async function outboxSyncSend(fetchFn: OutboxFetch): Promise<OutboxSyncResult> {
  const all = (await values<OutboxRecord>(db())).sort((a, b) => a.createdAt - b.createdAt);
  const result: OutboxSyncResult = { confirmed: 0, unsent: 0, networkFailed: false };
  for (const entry of all.filter(outboxIsUnsent)) {
    if (!entry.prepared || result.networkFailed) {
      result.unsent += 1;
      continue;
    }
    let res: Response;
    try {
      res = await send(fetchFn, entry.prepared);
    } catch {
      result.networkFailed = true;
      result.unsent += 1;
      continue;
    }
    if (res.status >= 500) result.networkFailed = true;
    const answer = res.ok ? outboxSyncAnswer(await res.json().catch(() => null), res.status) : null;
    if (answer) {
      await confirm(entry.key, answer);
      result.confirmed += 1;
    } else {
      result.unsent += 1;
    }
  }
  return result;
}
