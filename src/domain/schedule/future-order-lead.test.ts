import { describe, expect, it } from 'vitest';
import {
  FUTURE_ORDER_MIN_LEAD_DEFAULT,
  futureOrderLeadMinutes,
  futureOrderStatus,
} from './future-order-lead';

const now = Date.parse('2026-11-28T10:00:00-06:00');
const MINUTE = 60_000;

describe('futureOrderLeadMinutes', () => {
  it('uses the menu parameter when above 0, else 45 minutes', () => {
    expect(FUTURE_ORDER_MIN_LEAD_DEFAULT).toBe(45);
    expect(futureOrderLeadMinutes({ minFutureMinutes: 60 })).toBe(60);
    expect(futureOrderLeadMinutes({ minFutureMinutes: 1 })).toBe(1);
    expect(futureOrderLeadMinutes({ minFutureMinutes: 0 })).toBe(45);
    expect(futureOrderLeadMinutes({ minFutureMinutes: -5 })).toBe(45);
    expect(futureOrderLeadMinutes({ minFutureMinutes: Number.NaN })).toBe(45);
  });
});

describe('futureOrderStatus', () => {
  it('accepts exactly the lead and rejects one millisecond less', () => {
    expect(futureOrderStatus(now + 45 * MINUTE, now, 45)).toBe('ok');
    expect(futureOrderStatus(now + 45 * MINUTE - 1, now, 45)).toBe('tooSoon');
    expect(futureOrderStatus(now + 44 * MINUTE + 59_999, now, 45)).toBe('tooSoon');
    expect(futureOrderStatus(now + 3 * 24 * 60 * MINUTE, now, 45)).toBe('ok');
  });

  it('calls now and earlier past', () => {
    expect(futureOrderStatus(now, now, 45)).toBe('past');
    expect(futureOrderStatus(now - MINUTE, now, 45)).toBe('past');
    expect(futureOrderStatus(now + 1, now, 45)).toBe('tooSoon');
  });

  it('follows the lead it is given', () => {
    expect(futureOrderStatus(now + 50 * MINUTE, now, 60)).toBe('tooSoon');
    expect(futureOrderStatus(now + 60 * MINUTE, now, 60)).toBe('ok');
  });
});
