import { describe, expect, it } from 'vitest';
import { centsFromAmount } from '../money';
import {
  ORDER_SAVE_FAILED_MESSAGE,
  orderSaveOutcome,
  type OrderSaveAnswerRead,
} from './order-save-result';
import { orderIdOf } from '../order/order-id';

const answer = (extra: Partial<OrderSaveAnswerRead>): OrderSaveAnswerRead => ({
  code: '00',
  message: '',
  orderId: null,
  hash: null,
  payment: null,
  blocked: [],
  quote: null,
  ...extra,
});

const HASH = '0123456789abcdef0123456789abcdef';

describe('orderSaveOutcome (§8.1)', () => {
  it("'00' is saved with the order id, tracker and payment state", () => {
    const saved = answer({ orderId: orderIdOf(41), hash: HASH, payment: 'pendiente' });
    expect(orderSaveOutcome(saved)).toEqual({
      kind: 'saved',
      orderId: 41,
      hash: HASH,
      payment: 'pendiente',
    });
    expect(orderSaveOutcome({ ...saved, payment: null })).toMatchObject({ payment: 'no aplica' });
  });

  it("'00' without order id or tracker cannot be used: failed", () => {
    expect(orderSaveOutcome(answer({ orderId: orderIdOf(41) }))).toEqual({
      kind: 'failed',
      message: ORDER_SAVE_FAILED_MESSAGE,
    });
    expect(orderSaveOutcome(answer({ hash: HASH })).kind).toBe('failed');
  });

  it("'01' with a quote is a price change, otherwise a warning", () => {
    const quote = {
      subtotal: centsFromAmount(8),
      discount: centsFromAmount(1.25),
      total: centsFromAmount(6.75),
    };
    const message = 'Los precios de tu pedido cambiaron. Revisa tu bolsa y vuelve a intentarlo.';
    expect(orderSaveOutcome(answer({ code: '01', message, quote }))).toEqual({
      kind: 'prices',
      message,
      quote,
    });
    expect(
      orderSaveOutcome(answer({ code: '01', message: 'Monto mínimo de compra $ 5.00' })),
    ).toEqual({ kind: 'warning', message: 'Monto mínimo de compra $ 5.00' });
  });

  it("'02' in process opens its dialog; any other '02' is a message", () => {
    expect(
      orderSaveOutcome(answer({ code: '02', message: 'Tu orden ya se encuentra en proceso' })),
    ).toEqual({ kind: 'inProcess', message: 'Tu orden ya se encuentra en proceso' });
    const none = 'La dirección seleccionada no cuenta con cobertura';
    expect(orderSaveOutcome(answer({ code: '02', message: none }))).toEqual({
      kind: 'message',
      message: none,
    });
  });

  it("'03' lists the blocked items", () => {
    const blocked = [
      { id: 1302, name: 'Combo Familiar', kind: 'producto' as const },
      { id: 88, name: 'Orilla rellena', kind: 'opcion' as const },
    ];
    const outcome = orderSaveOutcome(answer({ code: '03', message: 'Algunos…', blocked }));
    expect(outcome).toEqual({ kind: 'blocked', message: 'Algunos…', items: blocked });
  });

  it('no answer or an unknown code fails with the §8.2 message', () => {
    expect(ORDER_SAVE_FAILED_MESSAGE).toBe(
      'Tenemos problemas para guardar tu orden, inténtalo más tarde',
    );
    expect(orderSaveOutcome(null)).toEqual({ kind: 'failed', message: ORDER_SAVE_FAILED_MESSAGE });
    expect(orderSaveOutcome(answer({ code: '99', message: 'x' })).kind).toBe('failed');
  });

  it('an empty warning or message falls back to the §8.2 message', () => {
    expect(orderSaveOutcome(answer({ code: '02', message: ' ' }))).toEqual({
      kind: 'message',
      message: ORDER_SAVE_FAILED_MESSAGE,
    });
  });
});
