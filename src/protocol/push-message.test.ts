import { describe, expect, test } from 'vitest';
import { pushMessageBuild } from './push-message';

describe('pushMessageBuild', () => {
  test('names the order, its §4.4 status text and its tracking page', () => {
    expect(
      pushMessageBuild({
        hash: 'ab12',
        orderId: 1042,
        status: 'DES',
        at: Date.parse('2026-11-23T18:00:00Z'),
        inProgress: 2,
      }),
    ).toEqual({
      v: 1,
      hash: 'ab12',
      orderId: 1042,
      status: 'DES',
      title: 'Estado de tu pedido',
      body: 'Pedido #1042: Ha sido enviado',
      url: '/tracking/ab12',
      inProgress: 2,
      at: '2026-11-23T18:00:00.000Z',
    });
  });

  test('leaves out the count of orders in progress when it is unknown', () => {
    const message = pushMessageBuild({ hash: 'h', orderId: 7, status: 'CAN', at: 0 });
    expect('inProgress' in message).toBe(false);
    expect(message.body).toBe('Pedido #7: está pendiente de entrega');
  });

  test('a delivered order reads as delivered, zero in progress kept', () => {
    const message = pushMessageBuild({
      hash: 'h',
      orderId: 8,
      status: 'ENT',
      at: 0,
      inProgress: 0,
    });
    expect(message.body).toBe('Pedido #8: Ya fué entregado');
    expect(message.inProgress).toBe(0);
  });
});
