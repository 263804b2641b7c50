import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderIsInProgress, orderListSort, type OrderListEntry } from './order-list';
import {
  ORDER_STATUSES,
  orderStatusCanMove,
  orderStatusIsFinal,
  orderStatusNext,
  orderStatusParse,
  orderStatusStage,
  orderStatusText,
  type OrderStatus,
} from './order-status';
import { orderIdOf } from './order-id';

describe('order status (§4.4)', () => {
  it('reads the codes, defaulting to PEN when absent or unknown', () => {
    expect(orderStatusParse('DES')).toBe('DES');
    expect(orderStatusParse(' llc ')).toBe('LLC');
    expect([orderStatusParse(undefined), orderStatusParse(null), orderStatusParse('XYZ')]).toEqual([
      'PEN',
      'PEN',
      'PEN',
    ]);
  });

  it('shows the texts of the table word for word', () => {
    const texts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, orderStatusText(s)]));
    expect(texts).toEqual({
      PEN: 'En preparación',
      ASI: 'En preparación',
      INI: 'En preparación',
      LLE: 'Sin asignar',
      DES: 'Ha sido enviado',
      LLC: 'Ha llegado',
      ENT: 'Ya fué entregado',
      FIN: 'Ya fué entregado',
      ENV: 'Ya fué entregado',
      CAN: 'está pendiente de entrega',
    });
  });

  it('maps stages 0/1/2', () => {
    const stages = ORDER_STATUSES.map((s) => `${s}${orderStatusStage(s)}`).join(' ');
    expect(stages).toBe('PEN0 ASI0 INI0 LLE0 DES1 LLC1 ENT2 FIN2 ENV2 CAN0');
  });

  it('refuses impossible transitions: backwards, to itself, out of FIN or CAN', () => {
    expect(orderStatusCanMove('PEN', 'INI')).toBe(true);
    expect(orderStatusCanMove('DES', 'LLC')).toBe(true);
    expect(orderStatusCanMove('ENT', 'DES')).toBe(false);
    expect(orderStatusCanMove('LLC', 'LLC')).toBe(false);
    expect(orderStatusNext('FIN')).toEqual([]);
    expect(orderStatusNext('CAN')).toEqual([]);
    expect(orderStatusCanMove('DES', 'CAN')).toBe(false);
  });

  it('never lets the stage go backwards along a valid path (property)', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(status, fc.array(fc.nat(), { maxLength: 12 }), (start, picks) => {
        let current: OrderStatus = start;
        for (const pick of picks) {
          const next = orderStatusNext(current);
          if (next.length === 0) break;
          const to = next[pick % next.length]!;
          if (to !== 'CAN' && current !== 'CAN') {
            expect(orderStatusStage(to)).toBeGreaterThanOrEqual(orderStatusStage(current));
          }
          current = to;
        }
      }),
    );
  });
});

describe('orders list (§4.4)', () => {
  const order = (id: number, over: Partial<OrderListEntry> = {}): OrderListEntry => ({
    id: orderIdOf(id),
    status: 'PEN',
    deliveryType: 'home',
    date: '2026-11-23',
    ...over,
  });

  it('sorts by id descending without touching the input', () => {
    const input = [order(3), order(10), order(7)];
    expect(orderListSort(input).map((o) => o.id)).toEqual([10, 7, 3]);
    expect(input.map((o) => o.id)).toEqual([3, 10, 7]);
  });

  it('in progress: a delivery order of today at most on the way', () => {
    const today = '2026-11-23';
    expect(orderIsInProgress(order(1, { status: 'LLC' }), today)).toBe(true);
    expect(orderIsInProgress(order(2, { status: 'ENT' }), today)).toBe(false);
    expect(orderIsInProgress(order(3, { deliveryType: 'shop' }), today)).toBe(false);
    expect(orderIsInProgress(order(4, { date: '2026-11-22' }), today)).toBe(false);
    expect(orderIsInProgress(order(5, { status: 'CAN' }), today)).toBe(false);
  });
});

describe('orderStatusIsFinal (§4.4)', () => {
  it('delivered, finished, sent and canceled are final; the rest still move', () => {
    const final = ORDER_STATUSES.filter(orderStatusIsFinal);
    expect(final).toEqual(['ENT', 'FIN', 'ENV', 'CAN']);
  });
});
