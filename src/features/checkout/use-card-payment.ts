import { useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../../api/api-error';
import { getValidatorToken, type CardOrderKind } from '../../api/order/validator-token';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import type { OrderId } from '../../domain/order/order-id';
import {
  CARD_DECLINED_MESSAGE,
  CARD_INVALID_MESSAGE,
  CARD_OFFLINE_MESSAGE,
} from './checkout-messages';
import { pasarelaResult } from './pasarela-message';

/** What the card step shows: the wait for a token, the provider's page, or a problem. */
export type CardPaymentState =
  { kind: 'loading' } | { kind: 'page'; url: string } | { kind: 'problem'; message: string };

function tokenProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return CARD_OFFLINE_MESSAGE;
    if (error.code === '01' || error.code === '02') return error.message;
  }
  return ORDER_SAVE_FAILED_MESSAGE;
}

/** A token from the gateway for the order, asked again on each attempt. */
function useValidatorToken(
  orderId: OrderId,
  kind: CardOrderKind,
  attempt: number,
  setState: (state: CardPaymentState) => void,
): void {
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
  }, [orderId, kind, attempt, setState]);
}

/** The provider page's answer by window message: 'exito' paid, 'error' declined, 'invalid'. */
function usePasarelaAnswer(
  orderId: OrderId,
  onPaidRef: RefObject<() => void>,
  setState: (state: CardPaymentState) => void,
): void {
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
  }, [orderId, onPaidRef, setState]);
}

/**
 * §4.3 the card step's state and effects: the token, the page's answer, the focus on a
 * problem, and a retry that asks a new token for the same order.
 */
export function useCardPayment(orderId: OrderId, kind: CardOrderKind, onPaid: () => void) {
  const [state, setState] = useState<CardPaymentState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const onPaidRef = useRef(onPaid);

  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  useValidatorToken(orderId, kind, attempt, setState);
  usePasarelaAnswer(orderId, onPaidRef, setState);

  useEffect(() => {
    if (state.kind === 'problem') problemRef.current?.focus();
  }, [state]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  return { state, retry, problemRef };
}
