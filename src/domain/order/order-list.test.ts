import { describe, expect, it } from 'vitest';
import { orderIdOf, type OrderId } from './order-id';
import { orderIsUnderway, orderListMerge, type OrderListKnown } from './order-list';
import type { OrderStatus } from './order-status';

const TODAY = '2026-11-23';

const known = (
  id: number,
  from: string,
  entry: { status?: OrderStatus; type?: 'home' | 'shop'; date?: string } | null = {},
) => ({
  id: orderIdOf(id),
  from,
  entry:
    entry === null
      ? null
      : {
          id: orderIdOf(id),
          status: entry.status ?? 'ENT',
          deliveryType: entry.type ?? 'home',
          date: entry.date ?? TODAY,
        },
});

const queued = (createdAt: number, orderId: number | null = null) => ({
  key: `k${createdAt}`,
  createdAt,
  orderId: orderId === null ? null : orderIdOf(orderId),
});

const ids = (list: readonly { id: OrderId }[]) => list.map((o) => o.id);

describe('orderListMerge (§3.6, §4.4, §6)', () => {
  it('merges the account and the device by id, the account copy kept, newest id first', () => {
    const groups = orderListMerge(
      {
        account: [known(52, 'account'), known(40, 'account')],
        device: [known(40, 'device'), known(61, 'device'), known(12, 'device')],
        queued: [],
      },
      TODAY,
    );
    expect(ids(groups.past)).toEqual([61, 52, 40, 12]);
    expect(groups.past.find((o) => o.id === 40)?.from).toBe('account');
    expect(groups.current).toEqual([]);
  });

  it("puts the orders in progress ('en curso') first, each group newest first", () => {
    const groups = orderListMerge(
      {
        account: [
          known(30, 'a', { status: 'DES' }),
          known(31, 'a', { status: 'ENT' }),
          known(32, 'a', { status: 'PEN', type: 'shop' }),
          known(33, 'a', { status: 'PEN', date: '2026-11-22' }),
        ],
        device: [known(35, 'd', { status: 'PEN' }), known(36, 'd', null)],
        queued: [],
      },
      TODAY,
    );
    expect(ids(groups.current)).toEqual([35, 30]);
    // pickup, yesterday's, delivered and not yet read are not in progress
    expect(ids(groups.past)).toEqual([36, 33, 32, 31]);
  });

  it('lists queued orders newest first, without one whose order is already listed', () => {
    const groups = orderListMerge(
      {
        account: [known(70, 'a')],
        device: [],
        queued: [queued(1_000), queued(3_000, 70), queued(2_000), queued(4_000, 71)],
      },
      TODAY,
    );
    expect(groups.queued.map((q) => q.createdAt)).toEqual([4_000, 2_000, 1_000]);
    expect(ids(groups.past)).toEqual([70]);
  });

  it('is empty for no orders', () => {
    const none: OrderListKnown[] = [];
    expect(orderListMerge({ account: none, device: none, queued: [] }, TODAY)).toEqual({
      queued: [],
      current: [],
      past: [],
    });
  });
});

describe('orderIsUnderway (issue 34)', () => {
  const entry = (status: OrderStatus, deliveryType: 'home' | 'shop', date = TODAY) => ({
    id: orderIdOf(7),
    status,
    deliveryType,
    date,
  });

  it('is an order of today not yet delivered, finished or canceled, delivered or picked up', () => {
    for (const status of ['PEN', 'ASI', 'INI', 'LLE', 'DES', 'LLC'] as const) {
      expect(orderIsUnderway(entry(status, 'home'), TODAY)).toBe(true);
    }
    expect(orderIsUnderway(entry('INI', 'shop'), TODAY)).toBe(true);
    for (const status of ['ENT', 'FIN', 'ENV', 'CAN'] as const) {
      expect(orderIsUnderway(entry(status, 'home'), TODAY)).toBe(false);
      expect(orderIsUnderway(entry(status, 'shop'), TODAY)).toBe(false);
    }
  });

  it('is never an order of another day', () => {
    expect(orderIsUnderway(entry('PEN', 'home', '2026-11-22'), TODAY)).toBe(false);
  });
});
