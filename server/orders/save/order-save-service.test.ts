import { describe, expect, test } from 'vitest';
import { orderSaveParameters } from './order-save-parameters.ts';
import {
  certificateRestMessage,
  ORDER_SERVICE_MSG,
  orderSaveServiceMessage,
} from './order-save-service.ts';

// §4.3 / §6: the server refuses what the chain's parameters turn off, as the app hides it.
describe('orderSaveServiceMessage', () => {
  const on = orderSaveParameters({
    ENABLED_PAGO_EFECTIVO: 'S',
    ENABLED_CER: 'S',
    PASARELA_DUMMY: '1',
  });

  test('everything on: cash and card, pickup and home', () => {
    for (const payment of ['E', 'T'] as const) {
      expect(orderSaveServiceMessage(payment, false, on)).toBeNull();
      expect(orderSaveServiceMessage(payment, true, on)).toBeNull();
    }
  });

  test('certificate payment is offered with ENABLED_CER on (issue 17)', () => {
    expect(orderSaveServiceMessage('C', false, on)).toBeNull();
    expect(orderSaveServiceMessage('C', true, on)).toBeNull();
  });

  test('cash off refuses cash only', () => {
    const off = orderSaveParameters({
      ENABLED_PAGO_EFECTIVO: 'N',
      ENABLED_CER: 'S',
      PASARELA_DUMMY: '1',
    });
    expect(orderSaveServiceMessage('E', true, off)).toBe(ORDER_SERVICE_MSG.cash);
    expect(orderSaveServiceMessage('T', true, off)).toBeNull();
  });

  test('card off (no gateway, PASARELA_DUMMY not 1) refuses card only, and a rest by card', () => {
    const cases: Record<string, string>[] = [{ PASARELA_DUMMY: '0' }, {}];
    for (const parametros of cases) {
      const off = orderSaveParameters({ ...parametros, ENABLED_CER: 'S' });
      expect(orderSaveServiceMessage('T', false, off)).toBe(ORDER_SERVICE_MSG.card);
      expect(orderSaveServiceMessage('E', false, off)).toBeNull();
      expect(orderSaveServiceMessage('C', false, off)).toBeNull();
      expect(certificateRestMessage('T', off)).toBe(ORDER_SERVICE_MSG.card);
      expect(certificateRestMessage('E', off)).toBeNull();
      expect(certificateRestMessage(null, off)).toBeNull();
    }
    expect(certificateRestMessage('T', on)).toBeNull();
  });

  test('certificates inactive or not configured refuse certificate payment', () => {
    const cases: Record<string, string>[] = [{ ENABLED_CER: 'INA' }, {}];
    for (const parametros of cases) {
      const off = orderSaveParameters(parametros);
      expect(orderSaveServiceMessage('C', false, off)).toBe(ORDER_SERVICE_MSG.certificate);
      expect(orderSaveServiceMessage('E', false, off)).toBeNull();
    }
  });

  test('pickup disabled refuses pickup orders, not home deliveries', () => {
    const off = orderSaveParameters({ DISABLE_PICKUP: 'S', ENABLED_CER: 'S', PASARELA_DUMMY: '1' });
    expect(orderSaveServiceMessage('T', false, off)).toBe(ORDER_SERVICE_MSG.pickup);
    expect(orderSaveServiceMessage('T', true, off)).toBeNull();
  });
});
