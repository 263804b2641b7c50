import { useEffect, useRef, type Ref } from 'react';
import type { CardOrderKind } from '../../api/order/validator-token';
import type { OrderId } from '../../domain/order/order-id';
import { LoadingView } from '../../ui/loading-view';
import { useCardPayment } from './use-card-payment';

interface CardPaymentProps {
  orderId: OrderId;
  /** 'exito': the order is paid */
  onPaid: () => void;
  /** 'Cambiar método de pago': back to the choice (the unpaid order stays as it is) */
  onChangeMethod: () => void;
  /** a food order 'T' (the default) or a gift certificate order 'CER' */
  kind?: CardOrderKind;
  /** what 'Cambiar método de pago' reads as (a certificate order has no other method) */
  backLabel?: string;
}

interface CardPaymentProblemProps {
  message: string;
  problemRef: Ref<HTMLParagraphElement>;
  onRetry: () => void;
  onChangeMethod: () => void;
  backLabel: string;
}

/** The token or the payment failed: why, 'Intentar de nuevo' and the way back. */
function CardPaymentProblem({
  message,
  problemRef,
  onRetry,
  onChangeMethod,
  backLabel,
}: CardPaymentProblemProps) {
  return (
    <div className="card-payment__problem">
      <p ref={problemRef} className="checkout-alert" role="alert" tabIndex={-1}>
        {message}
      </p>
      <div className="checkout-actions">
        <button type="button" className="button" onClick={onRetry}>
          Intentar de nuevo
        </button>
        <button type="button" className="button button--secondary" onClick={onChangeMethod}>
          {backLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * §4.3 card payment of a saved order: a token from the gateway, its page in an iframe, and
 * the page's answer by window message: 'exito' paid, 'error' declined, 'invalid' unreadable.
 * A retry asks a new token for the same order.
 */
export function CardPayment({
  orderId,
  onPaid,
  onChangeMethod,
  kind = 'T',
  backLabel = 'Cambiar método de pago',
}: CardPaymentProps) {
  const { state, retry, problemRef } = useCardPayment(orderId, kind, onPaid);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // the gateway opens below the form: it comes into view and its title takes the focus, so
  // a phone's customer sees it and a screen reader says where they are (issue 34)
  // a parent's own focus (the checkout's step heading) runs after this effect: the title
  // takes the focus in the next frame, after it
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const title = titleRef.current;
      if (!title) return;
      title.focus({ preventScroll: true });
      // (a document without layout, as in the unit tests, has no scrollIntoView)
      title.scrollIntoView?.({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section className="card-payment" aria-labelledby="card-payment-title">
      <h3 id="card-payment-title" className="checkout-section__title" ref={titleRef} tabIndex={-1}>
        Pago con tarjeta · Pedido #{orderId}
      </h3>
      {state.kind === 'loading' ? <LoadingView /> : null}
      {state.kind === 'page' ? (
        <iframe title="Pago con tarjeta" src={state.url} className="card-payment__frame" />
      ) : null}
      {state.kind === 'problem' ? (
        <CardPaymentProblem
          message={state.message}
          problemRef={problemRef}
          onRetry={retry}
          onChangeMethod={onChangeMethod}
          backLabel={backLabel}
        />
      ) : (
        <div className="checkout-actions">
          <button type="button" className="button button--secondary" onClick={onChangeMethod}>
            {backLabel}
          </button>
        </div>
      )}
    </section>
  );
}
