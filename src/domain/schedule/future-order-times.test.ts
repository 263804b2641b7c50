import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { futureOrderDays } from './future-order-days';
import { futureOrderTimeOf } from './future-order-moment';
import { futureOrderStatus } from './future-order-lead';
import { futureOrderTimes } from './future-order-times';
import { scheduleWindow } from './schedule-hours';
import { scheduleOpeningCheck } from './schedule-opening-check';
import { shopIdOf } from '../shops/shop-id';

const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);
const MINUTE = 60_000;
const DAY = '2026-11-28';
const dayBefore = sv('2026-11-27', '12:00');
/** a time's El Salvador wall clock, 'HH:mm' (the picker's words for it are src/ui's) */
const clock = (time: { at: number }) => futureOrderTimeOf(time.at);

describe('futureOrderTimes', () => {
  it('offers every 15 minutes from opening (inclusive) to before closing', () => {
    const times = futureOrderTimes(DAY, dayBefore, { opening: '07:00', closing: '22:00' }, 45);
    expect(times).toHaveLength(60);
    expect(times[0]).toEqual({ at: sv(DAY, '07:00'), nextDay: false });
    expect(times.at(-1)).toEqual({ at: sv(DAY, '21:45'), nextDay: false });
    expect(times.map(clock)).toContain('12:00');
    expect(times.map(clock)).toContain('12:15');
  });

  it('starts at now plus the lead rounded up to the next step', () => {
    const hours = { opening: '07:00', closing: '22:00' };
    expect(futureOrderTimes(DAY, sv(DAY, '10:15'), hours, 45)[0]?.at).toBe(sv(DAY, '11:00'));
    expect(futureOrderTimes(DAY, sv(DAY, '10:15') + 1, hours, 45)[0]?.at).toBe(sv(DAY, '11:15'));
    expect(futureOrderTimes(DAY, sv(DAY, '10:16'), hours, 45).map(clock)[0]).toBe('11:15');
  });

  it('continues after midnight for a window crossing it, on the same date list', () => {
    const times = futureOrderTimes(DAY, dayBefore, { opening: '22:00', closing: '02:00' }, 45);
    expect(times.map(clock)).toEqual([
      '22:00',
      '22:15',
      '22:30',
      '22:45',
      '23:00',
      '23:15',
      '23:30',
      '23:45',
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
    ]);
    expect(times.map((t) => t.nextDay)).toEqual([...Array(8).fill(false), ...Array(8).fill(true)]);
    expect(times.at(-1)?.at).toBe(sv('2026-11-29', '01:45'));
  });

  it("runs a '23:59' closing to 23:45", () => {
    const times = futureOrderTimes(DAY, dayBefore, { opening: '20:00', closing: '23:59' }, 45);
    expect(times.map(clock).at(-1)).toBe('23:45');
  });

  it('keeps the grid on the opening minute with another step', () => {
    const times = futureOrderTimes(DAY, dayBefore, { opening: '07:10', closing: '08:30' }, 45, 30);
    expect(times.map(clock)).toEqual(['07:10', '07:40', '08:10']);
  });

  it('is empty on a closed day or when every time is too soon', () => {
    expect(futureOrderTimes(DAY, dayBefore, null, 45)).toEqual([]);
    const hours = { opening: '07:00', closing: '22:00' };
    expect(futureOrderTimes(DAY, sv(DAY, '21:15') + 1, hours, 45)).toEqual([]);
    expect(futureOrderTimes(DAY, sv(DAY, '21:00'), hours, 45).map(clock)).toEqual(['21:45']);
  });

  it('throws RangeError on a malformed date or step', () => {
    const hours = { opening: '07:00', closing: '22:00' };
    expect(() => futureOrderTimes('28/11/2026', dayBefore, hours, 45)).toThrow(RangeError);
    expect(() => futureOrderTimes(DAY, dayBefore, hours, 45, 0)).toThrow(RangeError);
  });

  it('offers only times that are ok, inside the hours and on the step grid (property)', () => {
    const hhmm = fc
      .integer({ min: 0, max: 24 * 60 - 1 })
      .map(
        (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(
        fc.integer({ min: sv('2026-01-01', '00:00'), max: sv('2027-12-31', '23:59') }),
        hhmm,
        hhmm,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 240 }),
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        fc.array(fc.option(fc.tuple(hhmm, hhmm)), { minLength: 7, maxLength: 7 }),
        (now, opening, closing, dayIndex, lead, step, week) => {
          const chainHours = { opening, closing };
          // some weekdays with their own hours, the others closed; no rows means chain hours
          const shopHours = week.flatMap((hours, weekday) =>
            hours
              ? [{ shopId: shopIdOf(1), weekday, openingTime: hours[0], closingTime: hours[1] }]
              : [],
          );
          const day = futureOrderDays(now, shopHours, chainHours, 4)[dayIndex];
          if (!day) return;
          const times = futureOrderTimes(day.date, now, day.hours, lead, step);
          times.forEach((time, index) => {
            expect(futureOrderStatus(time.at, now, lead)).toBe('ok');
            expect(
              scheduleOpeningCheck({
                now,
                futureOrderAt: time.at,
                shopHours,
                chainHours,
                minLeadMinutes: lead,
              }),
            ).toBe('ok');
            if (index > 0) expect(time.at - (times[index - 1]?.at ?? 0)).toBe(step * MINUTE);
          });
          // nothing left out: a brute-force walk over the whole grid finds the same times
          if (!day.hours) return;
          const { from, to } = scheduleWindow(day.hours);
          const midnight = sv(day.date, '00:00');
          const expected: number[] = [];
          for (
            let at = midnight + from * MINUTE;
            at < midnight + to * MINUTE;
            at += step * MINUTE
          ) {
            if (futureOrderStatus(at, now, lead) === 'ok') expected.push(at);
          }
          expect(times.map((t) => t.at)).toEqual(expected);
        },
      ),
    );
  });
});
