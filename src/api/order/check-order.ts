import * as v from 'valibot';
import type { OrderId } from '../../domain/order/order-id';
import { orderStatusParse, type OrderStatus } from '../../domain/order/order-status';
import { sessionIsLoggedIn } from '../session';
import { COMMUNICATION_ERROR } from '../api-error';
import { apiRequest } from '../request';
import { orderCallRefused } from './order-refusal';
import { wireAnswer, wireMap, wireObject, wireText, wireTextOrNull } from '../../protocol/wire';

/** The answer of data/checkOrder (contract; §8.2 'ERR' on a communication failure). */
export interface CheckOrderAnswer {
  code: '00' | '01' | '02';
  message: string;
  status: OrderStatus | 'ERR';
  payment: string | null;
}

/** data/checkOrder answer, any of its return codes; a missing estado reads 'ERR'. */
export const checkOrderResponseSchema = wireAnswer(
  wireMap(
    wireObject({
      codigoRetorno: v.picklist(['00', '01', '02']),
      mensajeRetorno: wireText,
      estado: wireTextOrNull,
      pago: wireTextOrNull,
    }),
    (a): CheckOrderAnswer => ({
      code: a.codigoRetorno,
      message: a.mensajeRetorno.trim(),
      status: a.estado === null ? 'ERR' : orderStatusParse(a.estado),
      payment: a.pago,
    }),
  ),
);

/** §8.2 what the check answers when the server cannot be reached or read. */
const COMMUNICATION_FAILED: CheckOrderAnswer = {
  code: '01',
  message: COMMUNICATION_ERROR,
  status: 'ERR',
  payment: null,
};

/**
 * §4.3 / §8.1 data/checkOrder (guest, or the access token when logged in; owner only): '00'
 * with the status while a card order awaits payment, '02' with the server's message once
 * the order is placed or unknown. Never throws: a communication failure is '01' 'Error de
 * comunicación' with status 'ERR' (§8.2). No toasts: the caller shows the message in a dialog.
 */
export async function checkOrder(orderId: OrderId): Promise<CheckOrderAnswer> {
  try {
    return await apiRequest('data/checkOrder', {
      body: { idorder: orderId },
      guest: true,
      secure: sessionIsLoggedIn(),
      errorToast: false,
      background: true,
      schema: checkOrderResponseSchema,
    });
  } catch (error) {
    if (orderCallRefused(error)) {
      const parsed = checkOrderResponseSchema.safeParse(error.payload);
      if (parsed.success) return parsed.data;
    }
    return COMMUNICATION_FAILED;
  }
}
