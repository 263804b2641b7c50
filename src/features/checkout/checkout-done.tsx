import type { OrderRecap } from '../../domain/checkout/order-recap';
import { AppLink } from '../../ui/app-link';
import { PushPromptSlot } from '../push/public';
import {
  ORDER_QUEUED_MESSAGE,
  PAYMENT_SUCCESS_TEXT,
  PAYMENT_SUCCESS_TITLE,
} from './checkout-messages';
import { CheckIcon } from './checkout-icons';
import { OrderRecapView } from './order-recap-view';

interface CheckoutDoneProps {
  orderId: number | null;
  hash: string | null;
  /** the order waits in the outbox */
  queued: boolean;
  /** the queued order, once sent, was refused: the server's message */
  refusal: string | null;
  /** §2.8 paid by card */
  paidByCard: boolean;
  /** what was ordered; null when not known (an older checkout) */
  recap: OrderRecap | null;
  currency: string;
}

/**
 * §2.8 / §4.3 step 2: the payment-success banner, the order number, the recap of the order
 * (products, total, place, payment) with 'Seguir mi pedido' (its tracking page) and 'Volver
 * al menú'; an order waiting for the connection says so instead, with its recap.
 */
export function CheckoutDone({
  orderId,
  hash,
  queued,
  refusal,
  paidByCard,
  recap,
  currency,
}: CheckoutDoneProps) {
  const recapView = recap ? <OrderRecapView recap={recap} currency={currency} /> : null;
  if (queued || orderId === null || hash === null) {
    return (
      <div className="checkout-done checkout-done--pending">
        {refusal === null ? (
          <p className="checkout-done__pending" role="status">
            {ORDER_QUEUED_MESSAGE}
          </p>
        ) : (
          <p className="checkout-done__pending" role="alert">
            {refusal}
          </p>
        )}
        {recapView}
        <div className="checkout-actions">
          <AppLink href="/" className="button">
            Volver al menú
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <div className="checkout-done">
      <div className="checkout-done__banner" role="status">
        <CheckIcon className="checkout-done__icon" width={40} height={40} />
        <p className="checkout-done__title">{PAYMENT_SUCCESS_TITLE}</p>
        <p className="checkout-done__text">{PAYMENT_SUCCESS_TEXT}</p>
      </div>
      <p className="checkout-done__number">
        Número de pedido: <strong>#{orderId}</strong>
      </p>
      {paidByCard ? <p className="checkout-done__paid">Pago con tarjeta aprobado.</p> : null}
      <PushPromptSlot orderPlaced hash={hash} />
      {recapView}
      <div className="checkout-actions">
        <AppLink href={`/tracking/${hash}`} className="button">
          Seguir mi pedido
        </AppLink>
        <AppLink href="/" className="button button--secondary">
          Volver al menú
        </AppLink>
      </div>
    </div>
  );
}
