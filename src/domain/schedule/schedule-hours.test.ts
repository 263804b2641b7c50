import { describe, expect, it } from 'vitest';
import type { ShopHours } from '../catalogs';
import {
  scheduleHoursOn,
  scheduleOpenWindowAt,
  scheduleTime12h,
  scheduleWindow,
} from './schedule-hours';
import { shopIdOf } from '../shops/shop-id';

const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);
const row = (weekday: number, openingTime: string, closingTime: string): ShopHours => ({
  shopId: shopIdOf(7),
  weekday,
  openingTime,
  closingTime,
});
const CHAIN = { opening: '07:00', closing: '22:00' };
// 2026-11-27 is a Friday (5), 2026-11-28 a Saturday (6)
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

describe('scheduleHoursOn', () => {
  it("uses the chain's hours when the shop has no rows at all", () => {
    expect(scheduleHoursOn([], CHAIN, sv(FRIDAY, '12:00'))).toEqual(CHAIN);
  });

  it("uses the shop's row for the weekday, and null for a weekday without a row", () => {
    const rows = [row(5, '10:00', '02:00')];
    expect(scheduleHoursOn(rows, CHAIN, sv(FRIDAY, '00:00'))).toEqual({
      opening: '10:00',
      closing: '02:00',
    });
    expect(scheduleHoursOn(rows, CHAIN, sv(SATURDAY, '12:00'))).toBeNull();
  });
});

describe('scheduleWindow', () => {
  it('reads hours as minutes after midnight, crossing midnight past 1440', () => {
    expect(scheduleWindow({ opening: '07:00', closing: '22:00' })).toEqual({ from: 420, to: 1320 });
    expect(scheduleWindow({ opening: '22:00', closing: '02:00' })).toEqual({
      from: 1320,
      to: 1560,
    });
  });

  it("treats '23:59' and '00:00' closings as the end of the day", () => {
    expect(scheduleWindow({ opening: '07:00', closing: '23:59' })).toEqual({ from: 420, to: 1440 });
    expect(scheduleWindow({ opening: '07:00', closing: '00:00' })).toEqual({ from: 420, to: 1440 });
  });

  it('reads equal bounds as all day and a malformed window as unrestricted', () => {
    expect(scheduleWindow({ opening: '08:00', closing: '08:00' })).toEqual({ from: 0, to: 1440 });
    expect(scheduleWindow({ opening: '', closing: '22:00' })).toEqual({ from: 0, to: 1440 });
    expect(scheduleWindow({ opening: '7:00', closing: '22:00' })).toEqual({ from: 0, to: 1440 });
  });
});

describe('scheduleOpenWindowAt', () => {
  const rows = [row(5, '22:00', '02:00')]; // Friday night only

  it("keeps Friday's window open in Saturday's early hours until the closing minute", () => {
    expect(scheduleOpenWindowAt(sv(SATURDAY, '01:59'), rows, CHAIN)).toEqual({
      hours: { opening: '22:00', closing: '02:00' },
      opensAt: sv(FRIDAY, '22:00'),
      closesAt: sv(SATURDAY, '02:00'),
    });
    expect(scheduleOpenWindowAt(sv(SATURDAY, '02:00'), rows, CHAIN)).toBeNull();
  });

  it('opens at the opening minute, not before', () => {
    expect(scheduleOpenWindowAt(sv(FRIDAY, '22:00'), rows, CHAIN)).not.toBeNull();
    expect(scheduleOpenWindowAt(sv(FRIDAY, '22:00') - 1, rows, CHAIN)).toBeNull();
  });

  it("does not borrow the chain's hours on a weekday the shop has no row for", () => {
    expect(scheduleOpenWindowAt(sv(SATURDAY, '12:00'), rows, CHAIN)).toBeNull();
  });
});

describe('scheduleTime12h', () => {
  it('shows HH:mm as hh:mm am/pm', () => {
    expect(
      ['00:05', '07:00', '11:59', '12:00', '12:30', '13:05', '23:59'].map(scheduleTime12h),
    ).toEqual(['12:05 am', '07:00 am', '11:59 am', '12:00 pm', '12:30 pm', '01:05 pm', '11:59 pm']);
  });

  it('shows malformed text as sent', () => {
    expect(scheduleTime12h('25:00')).toBe('25:00');
  });
});
