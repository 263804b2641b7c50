import { describe, expect, it } from 'vitest';
import type { ShopHours } from '../catalogs';
import { scheduleOpeningCheck, type ScheduleOpeningInput } from './schedule-opening-check';
import { shopIdOf } from '../shops/shop-id';

const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);
const row = (weekday: number, openingTime: string, closingTime: string): ShopHours => ({
  shopId: shopIdOf(7),
  weekday,
  openingTime,
  closingTime,
});
// 2026-11-27 Friday (5), 2026-11-28 Saturday (6), 2026-11-29 Sunday (0)
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const MINUTE = 60_000;

const check = (extra: Partial<ScheduleOpeningInput>) =>
  scheduleOpeningCheck({
    now: sv(FRIDAY, '12:00'),
    futureOrderAt: null,
    shopHours: [],
    chainHours: { opening: '07:00', closing: '22:00' },
    minLeadMinutes: 45,
    ...extra,
  });

describe('scheduleOpeningCheck without a future order', () => {
  it('is ok from the opening minute up to, not including, the closing minute', () => {
    const at = (hhmm: string) => check({ now: sv(FRIDAY, hhmm) });
    expect(['06:59', '07:00', '21:59', '22:00', '23:30'].map(at)).toEqual([
      'unopenedStore',
      'ok',
      'ok',
      'shopClosed',
      'shopClosed',
    ]);
    expect(check({ now: sv(FRIDAY, '07:00') - 1 })).toBe('unopenedStore');
    expect(check({ now: sv(FRIDAY, '22:00') - 1 })).toBe('ok');
  });

  it("stays open through 23:59 when the closing is '23:59'", () => {
    const chainHours = { opening: '07:00', closing: '23:59' };
    expect(check({ chainHours, now: sv(FRIDAY, '23:59') + 59_999 })).toBe('ok');
    expect(check({ chainHours, now: sv(SATURDAY, '00:00') })).toBe('unopenedStore');
  });

  it("serves 01:00 from the previous day's window that crosses midnight", () => {
    const shopHours = [row(5, '22:00', '02:00'), row(6, '10:00', '02:00')];
    expect(check({ shopHours, now: sv(SATURDAY, '01:00') })).toBe('ok');
    expect(check({ shopHours, now: sv(SATURDAY, '02:00') })).toBe('unopenedStore');
    expect(check({ shopHours, now: sv(SATURDAY, '10:00') })).toBe('ok');
    expect(check({ shopHours, now: sv(SUNDAY, '01:59') })).toBe('ok');
    // Sunday has no row: once Saturday's window is over the shop is closed all day
    expect(check({ shopHours, now: sv(SUNDAY, '02:00') })).toBe('shopClosed');
  });

  it('does not open early hours from a window that does not cross midnight', () => {
    const shopHours = [row(5, '10:00', '22:00'), row(6, '22:00', '02:00')];
    // Saturday 01:00 belongs to neither Friday's window nor Saturday's own (which opens 22:00)
    expect(check({ shopHours, now: sv(SATURDAY, '01:00') })).toBe('unopenedStore');
  });

  it('reports a closed day when the shop has no row for today', () => {
    const shopHours = [row(5, '07:00', '22:00')];
    expect(check({ shopHours, now: sv(SATURDAY, '12:00') })).toBe('shopClosed');
    expect(check({ shopHours, now: sv(SATURDAY, '06:00') })).toBe('shopClosed');
  });

  it("uses the chain's hours when the shop has no rows", () => {
    const chainHours = { opening: '09:00', closing: '17:00' };
    expect(check({ chainHours, now: sv(SATURDAY, '08:59') })).toBe('unopenedStore');
    expect(check({ chainHours, now: sv(SATURDAY, '09:00') })).toBe('ok');
  });
});

describe('scheduleOpeningCheck with a future order', () => {
  const now = sv(FRIDAY, '23:00'); // closed now: future orders are how to order

  it('accepts a future time exactly the lead ahead inside the hours', () => {
    const chainHours = { opening: '07:00', closing: '23:59' };
    expect(check({ chainHours, now, futureOrderAt: now + 45 * MINUTE })).toBe('ok');
    expect(check({ now, futureOrderAt: sv(SATURDAY, '07:00') })).toBe('ok');
  });

  it('flags a time that is not in the future', () => {
    expect(check({ now, futureOrderAt: now })).toBe('notFutureHour');
    expect(check({ now, futureOrderAt: now - 1 })).toBe('notFutureHour');
  });

  it('flags a time closer than the minimum lead', () => {
    expect(check({ now, futureOrderAt: now + 45 * MINUTE - 1 })).toBe('minimumTimeInvalid');
    expect(check({ now, futureOrderAt: now + 1 })).toBe('minimumTimeInvalid');
    expect(check({ now, futureOrderAt: now + 10 * MINUTE, minLeadMinutes: 5 })).not.toBe(
      'minimumTimeInvalid',
    );
  });

  it("flags a time outside the shop's hours on its own day", () => {
    expect(check({ now, futureOrderAt: sv(SATURDAY, '06:59') })).toBe('minimumTimeOpening');
    expect(check({ now, futureOrderAt: sv(SATURDAY, '22:00') })).toBe('minimumTimeOpening');
    expect(check({ now, futureOrderAt: sv(SATURDAY, '21:59') })).toBe('ok');
  });

  it('flags a time on a closed day and accepts the early hours of a window crossing midnight', () => {
    const shopHours = [row(6, '22:00', '02:00')];
    const early = sv('2026-11-26', '20:00');
    expect(check({ shopHours, now: early, futureOrderAt: sv(FRIDAY, '12:00') })).toBe(
      'minimumTimeOpening',
    );
    expect(check({ shopHours, now: early, futureOrderAt: sv(SUNDAY, '01:45') })).toBe('ok');
    expect(check({ shopHours, now: early, futureOrderAt: sv(SUNDAY, '02:00') })).toBe(
      'minimumTimeOpening',
    );
  });

  it('does not care whether the shop is open now', () => {
    const open = sv(FRIDAY, '12:00');
    expect(check({ now: open, futureOrderAt: sv(FRIDAY, '13:00') })).toBe('ok');
    expect(check({ now: sv(FRIDAY, '05:00'), futureOrderAt: sv(FRIDAY, '08:00') })).toBe('ok');
  });
});
