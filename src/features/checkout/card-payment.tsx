import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { getValidatorToken, type CardOrderKind } from '../../api/order/validator-token';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import type { OrderId } from '../../domain/order/order-id';
import { LoadingView } from '../../ui/loading-view';
import {
  CARD_DECLINED_MESSAGE,
  CARD_INVALID_MESSAGE,
  CARD_OFFLINE_MESSAGE,
} from './checkout-messages';
import { pasarelaResult } from './pasarela-message';

type CardPaymentState =
  { kind: 'loading' } | { kind: 'page'; url: string } | { kind: 'problem'; message: string };

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

function tokenProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return CARD_OFFLINE_MESSAGE;
    if (error.code === '01' || error.code === '02') return error.message;
  }
  return ORDER_SAVE_FAILED_MESSAGE;
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
  const [state, setState] = useState<CardPaymentState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const onPaidRef = useRef(onPaid);

  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    let live = true;
    getValidatorToken(orderId, kind).then(
      ({ url }) => {
        if (live) setState({ kind: 'page', url });
      },
      (error: unknown) => {
        if (live) setState({ kind: 'problem', message: tokenProblem(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, kind, attempt]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const result = pasarelaResult(event, window.location.origin, orderId);
      if (result === 'exito') onPaidRef.current();
      else if (result === 'error') setState({ kind: 'problem', message: CARD_DECLINED_MESSAGE });
      else if (result === 'invalid') {
        console.warn(CARD_INVALID_MESSAGE, { orderId });
        setState({ kind: 'problem', message: CARD_INVALID_MESSAGE });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [orderId]);

  useEffect(() => {
    if (state.kind === 'problem') problemRef.current?.focus();
  }, [state]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <section className="card-payment" aria-labelledby="card-payment-title">
      <h3 id="card-payment-title" className="checkout-section__title">
        Pago con tarjeta · Pedido #{orderId}
      </h3>
      {state.kind === 'loading' ? <LoadingView /> : null}
      {state.kind === 'page' ? (
        <iframe title="Pago con tarjeta" src={state.url} className="card-payment__frame" />
      ) : null}
      {state.kind === 'problem' ? (
        <div className="card-payment__problem">
          <p ref={problemRef} className="checkout-alert" role="alert" tabIndex={-1}>
            {state.message}
          </p>
          <div className="checkout-actions">
            <button type="button" className="button" onClick={retry}>
              Intentar de nuevo
            </button>
            <button type="button" className="button button--secondary" onClick={onChangeMethod}>
              {backLabel}
            </button>
          </div>
        </div>
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
