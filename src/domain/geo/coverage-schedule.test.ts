import { describe, expect, it } from 'vitest';
import { coverageScheduleRestricted } from './coverage-schedule';

// El Salvador is UTC-6
const sv = (local: string) => new Date(`${local}-06:00`).getTime();
const night = { from: '18:00', to: '06:00' };

describe('coverageScheduleRestricted', () => {
  it('holds inside a window that crosses midnight, in El Salvador time', () => {
    expect(coverageScheduleRestricted(200, night, sv('2026-11-23T19:00:00'))).toBe(true);
    expect(coverageScheduleRestricted(200, night, sv('2026-11-23T18:00:00'))).toBe(true);
    expect(coverageScheduleRestricted(200, night, sv('2026-11-24T00:30:00'))).toBe(true);
    expect(coverageScheduleRestricted(200, night, sv('2026-11-24T05:59:00'))).toBe(true);
  });

  it('does not hold outside the window', () => {
    expect(coverageScheduleRestricted(200, night, sv('2026-11-24T06:00:00'))).toBe(false);
    expect(coverageScheduleRestricted(200, night, sv('2026-11-23T12:00:00'))).toBe(false);
    expect(coverageScheduleRestricted(200, night, sv('2026-11-23T17:59:00'))).toBe(false);
    // 19:00 UTC is 13:00 in El Salvador
    expect(coverageScheduleRestricted(200, night, Date.parse('2026-11-23T19:00:00Z'))).toBe(false);
  });

  it('holds all day without a window', () => {
    expect(coverageScheduleRestricted(200, null, sv('2026-11-23T12:00:00'))).toBe(true);
    expect(coverageScheduleRestricted(200, undefined, sv('2026-11-23T03:00:00'))).toBe(true);
  });

  it('needs the schedule restriction code', () => {
    expect(coverageScheduleRestricted(100, night, sv('2026-11-23T19:00:00'))).toBe(false);
    expect(coverageScheduleRestricted(null, null, sv('2026-11-23T19:00:00'))).toBe(false);
  });
});
