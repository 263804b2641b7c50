import { describe, expect, it } from 'vitest';
import type { ShopHours } from '../catalogs';
import { futureOrderDays } from './future-order-days';
import { shopIdOf } from '../shops/shop-id';

const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);
const CHAIN = { opening: '07:00', closing: '22:00' };
const row = (weekday: number, openingTime: string, closingTime: string): ShopHours => ({
  shopId: shopIdOf(3),
  weekday,
  openingTime,
  closingTime,
});

describe('futureOrderDays', () => {
  it('lists today first, each day from its El Salvador midnight', () => {
    // Thursday 26 November 2026
    const days = futureOrderDays(sv('2026-11-26', '20:00'), [], CHAIN);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(days.map((d) => d.weekday)).toEqual([4, 5, 6, 0, 1, 2, 3]);
    expect(days[0]).toEqual({
      date: '2026-11-26',
      start: sv('2026-11-26', '00:00'),
      weekday: 4,
      hours: CHAIN,
    });
    expect(days[6]?.start).toBe(sv('2026-12-02', '00:00'));
  });

  it('crosses a month end and a year end in El Salvador time, not UTC', () => {
    // 30 December 22:30 in San Salvador is already 31 December in UTC
    const days = futureOrderDays(sv('2026-12-30', '22:30'), [], CHAIN, 4);
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(days[2]?.start).toBe(sv('2027-01-01', '00:00'));
    expect(days[2]?.weekday).toBe(5);
    const february = futureOrderDays(sv('2028-02-28', '08:00'), [], CHAIN, 3);
    expect(february.map((d) => d.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it("gives each day the shop's row, null for weekdays without one", () => {
    const rows = [row(6, '10:00', '02:00'), row(0, '08:00', '20:00')];
    const days = futureOrderDays(sv('2026-11-27', '09:00'), rows, CHAIN, 3);
    expect(days.map((d) => d.hours)).toEqual([
      null,
      { opening: '10:00', closing: '02:00' },
      { opening: '08:00', closing: '20:00' },
    ]);
  });

  it('lists as many days as asked and refuses a negative count', () => {
    expect(futureOrderDays(sv('2026-11-27', '09:00'), [], CHAIN, 0)).toEqual([]);
    expect(futureOrderDays(sv('2026-11-27', '09:00'), [], CHAIN, 14)).toHaveLength(14);
    expect(() => futureOrderDays(sv('2026-11-27', '09:00'), [], CHAIN, -1)).toThrow(RangeError);
  });
});
