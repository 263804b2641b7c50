import { orderStatusText, type OrderStatus } from '../domain/order/order-status';

/**
 * Issue 19: the Web Push message of an order's status change, as the server encrypts it and
 * the service worker reads it (JSON, UTF-8). `v` is the shape's version: a worker ignores a
 * message whose version it does not know. The texts are §4.4's (orderStatusText), word for
 * word, with the order number.
 */

export const PUSH_MESSAGE_VERSION = 1;

export interface PushMessage {
  v: typeof PUSH_MESSAGE_VERSION;
  /** the order's tracking hash */
  hash: string;
  orderId: number;
  /** the §4.4 status code the order moved to */
  status: OrderStatus;
  /** the notification's title (Spanish) */
  title: string;
  /** the notification's text: the order number and the §4.4 status text */
  body: string;
  /** where a tap leads: /tracking/{hash} */
  url: string;
  /** how many orders of this device's subscription are in progress (§4.4); absent if unknown */
  inProgress?: number;
  /** when the status changed (ISO 8601) */
  at: string;
}

export interface PushMessageInput {
  hash: string;
  orderId: number;
  status: OrderStatus;
  /** the instant of the change, in ms */
  at: number;
  inProgress?: number;
}

/** §3.6 the longest orden.fcmToken (a push subscription's JSON) the order save accepts. */
export const PUSH_TOKEN_MAX = 2000;

/**
 * The order save's '01' answers about orden.fcmToken (nothing is stored). An order refused
 * with `endpoint` goes again without its subscription (src/api/order/save-order.ts).
 */
export const PUSH_SUBSCRIPTION_MSG = {
  invalid: 'No pudimos activar las notificaciones de este dispositivo. Vuelve a intentarlo.',
  endpoint:
    'Las notificaciones de este navegador no son compatibles. Tu pedido puede hacerse sin ellas.',
} as const;

/** The notification's title. */
export const PUSH_MESSAGE_TITLE = 'Estado de tu pedido';

/** The message of an order's status change. */
export function pushMessageBuild(input: PushMessageInput): PushMessage {
  return {
    v: PUSH_MESSAGE_VERSION,
    hash: input.hash,
    orderId: input.orderId,
    status: input.status,
    title: PUSH_MESSAGE_TITLE,
    body: `Pedido #${input.orderId}: ${orderStatusText(input.status)}`,
    url: `/tracking/${encodeURIComponent(input.hash)}`,
    ...(input.inProgress === undefined ? {} : { inProgress: input.inProgress }),
    at: new Date(input.at).toISOString(),
  };
}
