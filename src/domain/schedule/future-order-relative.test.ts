import { describe, expect, it } from 'vitest';
import { futureOrderDistance, futureOrderRefreshMs } from './future-order-relative';

const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = sv('2026-11-26', '10:00'); // Thursday

describe('futureOrderDistance', () => {
  it('counts minutes under an hour, rounded up', () => {
    expect(futureOrderDistance(now + 45 * MINUTE, now)).toEqual({ unit: 'minutes', count: 45 });
    expect(futureOrderDistance(now + 44 * MINUTE + 1, now)).toEqual({ unit: 'minutes', count: 45 });
    expect(futureOrderDistance(now + MINUTE, now)).toEqual({ unit: 'minutes', count: 1 });
    expect(futureOrderDistance(now + 59 * MINUTE, now)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('counts hours from one hour for the rest of today, rounded', () => {
    expect(futureOrderDistance(now + HOUR, now)).toEqual({ unit: 'hours', count: 1 });
    expect(futureOrderDistance(now + 59 * MINUTE + 1, now)).toEqual({ unit: 'hours', count: 1 });
    expect(futureOrderDistance(now + 3 * HOUR, now)).toEqual({ unit: 'hours', count: 3 });
    expect(futureOrderDistance(now + 2 * HOUR + 31 * MINUTE, now)).toEqual({
      unit: 'hours',
      count: 3,
    });
    expect(futureOrderDistance(sv('2026-11-26', '23:59'), now)).toEqual({
      unit: 'hours',
      count: 14,
    });
  });

  it('counts El Salvador calendar days from tomorrow on', () => {
    expect(futureOrderDistance(sv('2026-11-27', '19:30'), now)).toEqual({ unit: 'days', count: 1 });
    expect(futureOrderDistance(sv('2026-11-27', '00:00'), now)).toEqual({ unit: 'days', count: 1 });
    expect(futureOrderDistance(sv('2026-11-28', '10:00'), now)).toEqual({ unit: 'days', count: 2 });
    // 22:30 on 30 December is already 31 December in UTC
    expect(futureOrderDistance(sv('2027-01-01', '12:30'), sv('2026-12-30', '22:30'))).toEqual({
      unit: 'days',
      count: 2,
    });
  });

  it('prefers minutes across midnight when under an hour away', () => {
    const late = sv('2026-11-26', '23:40');
    expect(futureOrderDistance(sv('2026-11-27', '00:25'), late)).toEqual({
      unit: 'minutes',
      count: 45,
    });
    expect(futureOrderDistance(sv('2026-11-27', '02:00'), late)).toEqual({
      unit: 'days',
      count: 1,
    });
  });

  it('is now once the time has come', () => {
    expect(futureOrderDistance(now, now)).toEqual({ unit: 'now' });
    expect(futureOrderDistance(now - MINUTE, now)).toEqual({ unit: 'now' });
  });
});

describe('futureOrderRefreshMs', () => {
  it('refreshes every minute up to an hour away, hourly beyond', () => {
    expect(futureOrderRefreshMs(now + HOUR, now)).toBe(60_000);
    expect(futureOrderRefreshMs(now + HOUR + 1, now)).toBe(3_600_000);
    expect(futureOrderRefreshMs(now + 45 * MINUTE, now)).toBe(60_000);
    expect(futureOrderRefreshMs(now - MINUTE, now)).toBe(60_000);
    expect(futureOrderRefreshMs(now + 26 * HOUR, now)).toBe(3_600_000);
  });
});
