import * as v from 'valibot';
import type { OrderId } from '../../domain/order/order-id';
import { sessionIsLoggedIn } from '../session';
import { apiRequest } from '../request';
import { wireAnswer, wireObject } from '../../protocol/wire';

/** The card gateway's token and its page (a same-origin relative URL) for an order. */
export interface ValidatorToken {
  token: string;
  url: string;
}

/** checkout/getValidatorTokenDummy answer: a token and the gateway page of the same origin. */
export const validatorTokenResponseSchema = wireAnswer(
  wireObject({
    token: v.pipe(v.string(), v.minLength(1)),
    url: v.pipe(v.string(), v.startsWith('/')),
  }),
);

/** What the card pays: a food order 'T' or a gift certificate order 'CER' (§3.7). */
export type CardOrderKind = 'T' | 'CER';

/**
 * §4.3 checkout/getValidatorTokenDummy (guest, or the access token when logged in; owner
 * only): a payment token and gateway page for a card order (`kind` 'CER': a certificate
 * order, §3.7); a retry asks a new one. Throws
 * ApiError without a toast ('01' 'Este pedido ya fue pagado' / 'Este pedido no se paga con
 * tarjeta', '02' 'Pedido no encontrado', or a transport failure): the caller shows it.
 */
export function getValidatorToken(
  orderId: OrderId,
  kind: CardOrderKind = 'T',
): Promise<ValidatorToken> {
  return apiRequest('checkout/getValidatorTokenDummy', {
    body: { idorder: orderId, tipo: kind },
    guest: true,
    secure: sessionIsLoggedIn(),
    errorToast: false,
    schema: validatorTokenResponseSchema,
  });
}
