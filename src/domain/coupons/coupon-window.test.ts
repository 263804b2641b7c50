import { describe, expect, it } from 'vitest';
import { couponAt, couponSample } from './coupon.fixture';
import { couponDayNumber, couponHourValid, couponWindowCheck } from './coupon-window';

describe('couponWindowCheck (§5.4, server time in El Salvador)', () => {
  const coupon = couponSample({ lastDay: '30/11/2026', hoursFrom: '11:00', hoursTo: '20:00' });

  it('is valid inside the hours on or before the last day', () => {
    expect(couponWindowCheck(coupon, couponAt('2026-11-01T11:00'))).toBe('ok');
    expect(couponWindowCheck(coupon, couponAt('2026-11-30T19:59'))).toBe('ok');
  });

  it('includes the last day and refuses the next one', () => {
    expect(couponWindowCheck(coupon, couponAt('2026-11-30T12:00'))).toBe('ok');
    expect(couponWindowCheck(coupon, couponAt('2026-12-01T12:00'))).toBe('expired');
  });

  it('reads the day in El Salvador, not UTC: 23:30 on the last day local is 05:30 UTC next day', () => {
    const allDay = couponSample({ lastDay: '30/11/2026', hoursFrom: '00:00', hoursTo: '23:59' });
    expect(couponWindowCheck(allDay, Date.parse('2026-12-01T05:30:00Z'))).toBe('ok');
    expect(couponWindowCheck(allDay, Date.parse('2026-12-01T06:00:00Z'))).toBe('expired');
  });

  it('takes HORA_DESDE <= now < HORA_HASTA', () => {
    expect(couponWindowCheck(coupon, couponAt('2026-11-10T10:59'))).toBe('outsideHours');
    expect(couponWindowCheck(coupon, couponAt('2026-11-10T20:00'))).toBe('outsideHours');
  });

  it('calls a malformed date or hour badFormat, even when it would be past', () => {
    const now = couponAt('2026-11-10T12:00');
    for (const broken of [
      { lastDay: '31/02/2026' },
      { lastDay: '2026-11-30' },
      { lastDay: '1/12/2026' },
      { hoursFrom: '7:00' },
      { hoursTo: '24:00' },
      { hoursTo: '12:60' },
    ]) {
      expect(couponWindowCheck(couponSample(broken), now), JSON.stringify(broken)).toBe(
        'badFormat',
      );
    }
  });
});

describe('couponDayNumber / couponHourValid', () => {
  it('reads real dd/MM/yyyy dates only', () => {
    expect(couponDayNumber('29/02/2028')).toBe(20280229);
    expect(couponDayNumber('29/02/2026')).toBeNull();
    expect(couponDayNumber(' 01/01/2026')).toBeNull();
  });
  it('reads HH:mm hours only', () => {
    expect(couponHourValid('00:00')).toBe(true);
    expect(couponHourValid('23:59')).toBe(true);
    expect(couponHourValid('23:5')).toBe(false);
  });
});
