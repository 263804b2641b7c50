import { describe, expect, it } from 'vitest';
import { orderIdOf } from './order-id';
import {
  orderPushedStatusNewer,
  orderPushedStatusRead,
  orderStatusExact,
  orderStatusWithPushed,
  pushedAtParse,
  type OrderPushedStatus,
} from './order-pushed-status';

const HASH = '0123456789abcdef0123456789abcdef';
const AT = Date.parse('2026-11-23T18:05:00Z');
const pushed: OrderPushedStatus = { hash: HASH, orderId: orderIdOf(41), status: 'DES', at: AT };

describe('orderPushedStatusRead', () => {
  it('reads a pushed record, the hash lower-cased and an ISO time as epoch ms', () => {
    expect(
      orderPushedStatusRead({
        hash: HASH.toUpperCase(),
        orderId: 41,
        status: 'DES',
        at: '2026-11-23T18:05:00Z',
      }),
    ).toEqual(pushed);
    expect(orderPushedStatusRead({ ...pushed })).toEqual(pushed);
  });

  it('refuses anything not fully usable', () => {
    const bad: unknown[] = [
      null,
      'x',
      [],
      { ...pushed, hash: 'abc' },
      { ...pushed, hash: 7 },
      { ...pushed, orderId: 0 },
      { ...pushed, orderId: '41' },
      { ...pushed, orderId: 1.5 },
      { ...pushed, status: 'des' },
      { ...pushed, status: 'XYZ' },
      { ...pushed, at: 'yesterday' },
      { ...pushed, at: -1 },
      { ...pushed, at: Number.NaN },
    ];
    for (const raw of bad) expect(orderPushedStatusRead(raw), JSON.stringify(raw)).toBeNull();
  });
});

describe('orderStatusExact and pushedAtParse', () => {
  it('takes only exact §4.4 codes and usable times', () => {
    expect(orderStatusExact('ENT')).toBe('ENT');
    expect(orderStatusExact(' ENT')).toBeNull();
    expect(orderStatusExact(undefined)).toBeNull();
    expect(pushedAtParse(AT)).toBe(AT);
    expect(pushedAtParse('')).toBeNull();
    expect(pushedAtParse(0)).toBeNull();
    expect(pushedAtParse(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('orderPushedStatusNewer', () => {
  it('keeps the newer push, and the kept one on a tie', () => {
    const later = { ...pushed, status: 'ENT' as const, at: AT + 60_000 };
    expect(orderPushedStatusNewer(null, pushed)).toBe(pushed);
    expect(orderPushedStatusNewer(pushed, later)).toBe(later);
    expect(orderPushedStatusNewer(later, pushed)).toBe(later);
    const tie = { ...pushed, status: 'LLC' as const };
    expect(orderPushedStatusNewer(pushed, tie)).toBe(pushed);
  });
});

describe('orderStatusWithPushed (decision 037)', () => {
  const cached = { id: orderIdOf(41), status: 'INI' as const, readAt: AT - 60_000 };

  it('shows the pushed status when the push came after the cached read', () => {
    expect(orderStatusWithPushed(cached, pushed)).toBe('DES');
  });

  it('keeps the cached status when it was read after the push, or at the same moment', () => {
    expect(orderStatusWithPushed({ ...cached, status: 'ENT', readAt: AT + 1 }, pushed)).toBe('ENT');
    expect(orderStatusWithPushed({ ...cached, readAt: AT }, pushed)).toBe('INI');
  });

  it('ignores no push and a push for another order', () => {
    expect(orderStatusWithPushed(cached, null)).toBe('INI');
    expect(orderStatusWithPushed(cached, { ...pushed, orderId: orderIdOf(42) })).toBe('INI');
  });
});
