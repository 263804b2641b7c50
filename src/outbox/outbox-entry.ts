/**
 * The order outbox's stored shape and names (DESIGN "Offline and installability"), shared by
 * the page (./outbox-queue.ts) and the service worker's replay (./outbox-replay.ts). No
 * imports: the worker compiles it without the DOM. The names and the shape are stored on
 * customers' devices: an order queued by one version is sent by the next.
 */

/** IndexedDB database and object store of the queue (idb-keyval createStore). */
export const OUTBOX_DB = 'storefront-outbox';
export const OUTBOX_STORE = 'orders';

/** Background Sync tag, BroadcastChannel name and Web Locks name. */
export const OUTBOX_SYNC_TAG = 'order-outbox';
export const OUTBOX_CHANNEL = 'order-outbox';
export const OUTBOX_LOCK = 'order-outbox';

/** Worker → page: "send what is queued" (a sync fired while a window was open). */
export const OUTBOX_FLUSH_MESSAGE = 'order-outbox-flush';
/** Worker → page and tab → tab: "the queue changed, read it again". */
export const OUTBOX_CHANGED_MESSAGE = 'order-outbox-changed';

/** localStorage key: how many entries need the page (so start-up can skip IndexedDB). */
export const OUTBOX_PENDING_KEY = 'outbox.pending';

/** Confirmed entries are dropped this long after their confirmation. */
export const OUTBOX_CONFIRMED_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** 'enviando' is a send under way; if the page closed meanwhile it is sent again. */
export type OutboxState = 'pendiente' | 'enviando' | 'confirmado' | 'rechazado';

/** A ready-made request the worker can send without the page's keys (encrypted body). */
export interface OutboxPrepared {
  /** the form field `data`: the encrypted body */
  data: string;
  /** the Authorization header value ('Bearer …') */
  authorization: string;
  /** API_BASE + '/data/saveOrderPendiente' */
  url: string;
}

/** One queued order, keyed by its idempotency key. */
export interface OutboxRecord<Body = unknown, Answer = unknown> {
  key: string;
  body: Body;
  /** epoch ms of the queueing; the send order */
  createdAt: number;
  state: OutboxState;
  answer?: Answer;
  /** epoch ms of the confirmation or refusal */
  settledAt?: number;
  prepared?: OutboxPrepared;
  /** the page has added the confirmed order to the customer's orders (ordersRemember) */
  remembered?: boolean;
  /** the outcome has been told to the customer (a toast) */
  announced?: boolean;
}

/** Not sent yet: a send that did not finish counts as not sent. */
export function outboxIsUnsent(entry: OutboxRecord): boolean {
  return entry.state === 'pendiente' || entry.state === 'enviando';
}

/** Something is left for the page: a send, remembering the order, or telling the outcome. */
export function outboxNeedsPage(entry: OutboxRecord): boolean {
  if (outboxIsUnsent(entry)) return true;
  if (entry.state === 'confirmado' && !entry.remembered) return true;
  return !entry.announced;
}
