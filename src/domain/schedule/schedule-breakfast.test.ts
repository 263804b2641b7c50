import { describe, expect, it } from 'vitest';
import { scheduleIsBreakfast } from './schedule-breakfast';

const sv = (hhmm: string) => Date.parse(`2026-11-28T${hhmm}:00-06:00`);
const DEFAULT = { breakfastStart: '07:00', breakfastEnd: '11:00' };

describe('scheduleIsBreakfast', () => {
  it('includes 07:00 and 10:59, excludes 06:59 and 11:00 (El Salvador time)', () => {
    const at = (hhmm: string) => scheduleIsBreakfast(sv(hhmm), DEFAULT);
    expect(['06:59', '07:00', '10:59', '11:00'].map(at)).toEqual([false, true, true, false]);
    expect(scheduleIsBreakfast(sv('11:00') - 1, DEFAULT)).toBe(true);
  });

  it('uses the menu parameters when both are well formed', () => {
    const early = { breakfastStart: '06:00', breakfastEnd: '10:30' };
    expect(scheduleIsBreakfast(sv('06:00'), early)).toBe(true);
    expect(scheduleIsBreakfast(sv('10:30'), early)).toBe(false);
  });

  it('falls back to 07:00-11:00 when either bound is empty or malformed', () => {
    for (const parameters of [
      { breakfastStart: '', breakfastEnd: '' },
      { breakfastStart: '06:00', breakfastEnd: '' },
      { breakfastStart: '6:00', breakfastEnd: '12:00' },
      { breakfastStart: '06:00', breakfastEnd: '25:00' },
    ]) {
      expect(scheduleIsBreakfast(sv('06:30'), parameters)).toBe(false);
      expect(scheduleIsBreakfast(sv('07:00'), parameters)).toBe(true);
      expect(scheduleIsBreakfast(sv('11:30'), parameters)).toBe(false);
    }
  });
});
