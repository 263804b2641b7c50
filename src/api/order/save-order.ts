import * as v from 'valibot';
import type { OrderBlockedItem, OrderQuote } from '../../domain/checkout/order-save-result';
import type { OrderId } from '../../domain/order/order-id';
import type { OrderSaveBody } from '../../protocol/order-body';
import { PUSH_SUBSCRIPTION_MSG } from '../../protocol/push-message';
import { sessionIsLoggedIn } from '../session';
import { apiRequest } from '../request';
import {
  wireAnswer,
  wireCents,
  wireInt,
  wireIntOrNull,
  wireListOrEmpty,
  wireMap,
  wireObject,
  wireOrNull,
  wireText,
  wireTextOrNull,
} from '../../protocol/wire';
import { orderCallRefused } from './order-refusal';

/** The parsed answer of data/saveOrderPendiente (contract, §8.1). */
export interface OrderSaveAnswer {
  code: '00' | '01' | '02' | '03';
  message: string;
  /** '00': the idord */
  orderId: OrderId | null;
  /** '00': the tracker hash (32 hex) */
  hash: string | null;
  /** '00': 'no aplica' | 'pendiente' */
  payment: string | null;
  /** '03': the blocked items */
  blocked: OrderBlockedItem[];
  /** '01' prices changed: the server's recompute, in cents */
  quote: OrderQuote | null;
  httpStatus: number;
}

const blockedItemSchema = wireMap(
  wireObject({ I: wireInt, D: wireText, T: v.picklist(['producto', 'opcion']) }),
  ({ I, D, T }): OrderBlockedItem => ({ id: I, name: D, kind: T }),
);

const quoteSchema = wireMap(
  wireObject({ subtotal: wireCents, descuento: wireCents, total: wireCents }),
  ({ subtotal, descuento, total }): OrderQuote => ({ subtotal, discount: descuento, total }),
);

/**
 * data/saveOrderPendiente answer, any return code; a '00' must carry its order id and tracker
 * (without them the order may be stored but cannot be followed: an unreadable answer).
 */
export const saveOrderResponseSchema = wireAnswer(
  v.pipe(
    wireMap(
      wireObject({
        codigoRetorno: v.picklist(['00', '01', '02', '03']),
        mensajeRetorno: wireText,
        ORDERID: wireIntOrNull,
        TRACKER: wireTextOrNull,
        pago: wireTextOrNull,
        lstBloqueados: wireListOrEmpty(blockedItemSchema),
        cotizacion: wireOrNull(quoteSchema),
      }),
      (a): Omit<OrderSaveAnswer, 'httpStatus'> => ({
        code: a.codigoRetorno,
        message: a.mensajeRetorno.trim(),
        orderId: a.ORDERID as OrderId | null,
        hash: a.TRACKER,
        payment: a.pago,
        blocked: a.lstBloqueados,
        quote: a.cotizacion,
      }),
    ),
    v.check((a) => a.code !== '00' || (a.orderId !== null && a.hash !== null)),
  ),
);

/** An envelope refusal ('01'/'02'/'03', any HTTP status under 500) read as an answer. */
function refusalAnswer(error: unknown): OrderSaveAnswer | null {
  if (!orderCallRefused(error)) return null;
  const parsed = saveOrderResponseSchema.safeParse(error.payload);
  return parsed.success ? { ...parsed.data, httpStatus: error.status ?? 200 } : null;
}

/**
 * §4.3 / §8.1 data/saveOrderPendiente: encrypted (§5.1), with the access token when logged
 * in, else the guest token; no toasts (the caller shows the outcome, see orderSaveOutcome)
 * and never retried (the only re-send is apiRequest's guest-token renewal after a 401,
 * when nothing was stored). Resolves with the answer for '00'/'01'/'02'/'03', including
 * the HTTP 409 of a reused idempotency key; throws ApiError for network, timeout, 5xx,
 * session or unreadable answers, so the caller may keep the order to send later.
 * `background` hides the loading indicator (a queued order sent later).
 */
export async function saveOrderPendiente(
  body: OrderSaveBody,
  options: { background?: boolean } = {},
): Promise<OrderSaveAnswer> {
  const answer = await saveOrderOnce(body, options);
  // issue 19: a browser whose push service the server does not accept still orders, without
  // notifications (the refusal stored nothing; the same key makes it the same order)
  if (
    answer.code === '01' &&
    answer.message === PUSH_SUBSCRIPTION_MSG.endpoint &&
    body.orden.fcmToken !== ''
  ) {
    return saveOrderOnce({ ...body, orden: { ...body.orden, fcmToken: '' } }, options);
  }
  return answer;
}

async function saveOrderOnce(
  body: OrderSaveBody,
  options: { background?: boolean },
): Promise<OrderSaveAnswer> {
  try {
    const answer = await apiRequest('data/saveOrderPendiente', {
      body: { ...body },
      encrypt: true,
      guest: true,
      secure: sessionIsLoggedIn(),
      errorToast: false,
      background: options.background === true,
      schema: saveOrderResponseSchema,
    });
    return { ...answer, httpStatus: 200 };
  } catch (error) {
    const refusal = refusalAnswer(error);
    if (refusal) return refusal;
    throw error;
  }
}
