import {
  orderPushedStatusRead,
  type OrderPushedStatus,
} from '../src/domain/order/order-pushed-status';
import { orderStatusText } from '../src/domain/order/order-status';

/**
 * Issue 19: the push payload the worker receives, read defensively. The server's message
 * (its type lives in src/protocol/push-message.ts) is
 * `{"v":1,"hash","orderId","status","title","body","url":"/tracking/<hash>","inProgress"?,"at"}`.
 * A payload that is not a usable order update still shows a notification (Chrome requires
 * one for every push to a userVisibleOnly subscription): the generic one, opening /orders.
 */

/** What the worker does with one push. */
export interface PushNotice {
  title: string;
  body: string;
  /** one notification per order: a newer status replaces the older one */
  tag: string;
  /** the same-origin path a tap opens */
  url: string;
  /** the order's new status, to keep for the tracking page; null for the generic notice */
  pushed: OrderPushedStatus | null;
  /** §4.4 orders in progress, for the app badge; null when the push does not say */
  inProgress: number | null;
}

export const PUSH_GENERIC_TITLE = 'Tu pedido tiene novedades';
export const PUSH_GENERIC_BODY = 'Toca para ver tus pedidos.';
export const PUSH_GENERIC_URL = '/orders';
export const PUSH_GENERIC_TAG = 'pedidos';

/** Longest title and body shown (a longer text is cut, never the whole payload). */
const TITLE_MAX = 120;
const BODY_MAX = 300;

export const PUSH_GENERIC: PushNotice = {
  title: PUSH_GENERIC_TITLE,
  body: PUSH_GENERIC_BODY,
  tag: PUSH_GENERIC_TAG,
  url: PUSH_GENERIC_URL,
  pushed: null,
  inProgress: null,
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-blank text, trimmed and cut at `max`; null otherwise. */
function shownText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length === 0 ? null : text.slice(0, max);
}

/** A whole count of orders (0 clears the badge); null when absent or not a count. */
function countRead(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < 1000
    ? value
    : null;
}

/**
 * The payload (already JSON-parsed; null when it was no JSON) as a notice. Only version 1
 * order updates with a valid hash, order id, §4.4 status code and time are read; the tap
 * always opens the order's own /tracking/<hash> (the payload's url is never followed
 * elsewhere). A missing title or body falls back to the order number and the §4.4 text.
 */
export function pushMessageRead(payload: unknown): PushNotice {
  if (!isObject(payload) || payload.v !== 1) return PUSH_GENERIC;
  const pushed = orderPushedStatusRead(payload);
  if (pushed === null) return PUSH_GENERIC;
  return {
    title: shownText(payload.title, TITLE_MAX) ?? `Pedido #${pushed.orderId}`,
    body: shownText(payload.body, BODY_MAX) ?? orderStatusText(pushed.status),
    tag: `pedido-${pushed.orderId}`,
    url: `/tracking/${pushed.hash}`,
    pushed,
    inProgress: countRead(payload.inProgress),
  };
}

/** The push's data as JSON; null when there is none or it is not JSON. */
export function pushDataJson(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}
