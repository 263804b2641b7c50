import { describe, expect, it } from 'vitest';
import {
  isWithinHours,
  minutesOfDay,
  serverClockOffset,
  serverNow,
  serverTimeFormatDate,
  serverTimeFormatDateTime,
  serverTimeFormatIso,
  serverTimeFormatTime,
  serverTimeParse,
  serverWeekday,
  weekdayMondayIndex,
} from './server-time';

// Sunday 22 November 2026, 15:04:05 in San Salvador = 21:04:05 UTC
const FECHA = '2026-11-22T15:04:05-06:00';
const EPOCH = Date.UTC(2026, 10, 22, 21, 4, 5);

describe('serverTimeParse', () => {
  it('reads the getFechaHora instant with its offset', () => {
    expect(serverTimeParse(FECHA)).toBe(EPOCH);
    expect(serverTimeParse('2026-11-22T21:04:05Z')).toBe(EPOCH);
  });

  it('rejects dates without an offset or malformed', () => {
    expect(() => serverTimeParse('2026-11-22T15:04:05')).toThrow(RangeError);
    expect(() => serverTimeParse('22/11/2026 15:04')).toThrow(RangeError);
    expect(() => serverTimeParse('')).toThrow(RangeError);
  });
});

describe('serverTimeFormatIso', () => {
  it('writes the instant in El Salvador time with its offset, whatever the device zone', () => {
    expect(serverTimeFormatIso(EPOCH)).toBe(FECHA);
    expect(serverTimeParse(serverTimeFormatIso(EPOCH + 999))).toBe(EPOCH);
  });

  it('rolls the date back across UTC midnight', () => {
    expect(serverTimeFormatIso(Date.UTC(2026, 0, 1, 3, 0, 0))).toBe('2025-12-31T21:00:00-06:00');
  });
});

describe('server clock', () => {
  it('keeps the server instant from a device clock that is off', () => {
    const deviceAtFetch = EPOCH - 7 * 60_000; // device 7 minutes behind
    const offset = serverClockOffset(EPOCH, deviceAtFetch);
    expect(offset).toBe(7 * 60_000);
    expect(serverNow(offset, deviceAtFetch + 30_000)).toBe(EPOCH + 30_000);
  });
});

describe('formatting in America/El_Salvador, whatever the machine zone', () => {
  it('formats date, time and date-time', () => {
    expect(serverTimeFormatDate(EPOCH)).toBe('22/11/2026');
    expect(serverTimeFormatTime(EPOCH)).toBe('15:04');
    expect(serverTimeFormatDateTime(EPOCH)).toBe('22/11/2026 15:04');
  });

  it('crosses midnight in the server zone, not in UTC', () => {
    const lateNight = Date.UTC(2026, 10, 23, 5, 30); // 23:30 on the 22nd in San Salvador
    expect(serverTimeFormatDate(lateNight)).toBe('22/11/2026');
    expect(serverTimeFormatTime(lateNight)).toBe('23:30');
    expect(serverWeekday(lateNight)).toBe(0);
  });

  it('gives weekdays Sunday-based and as Monday..Sunday indexes', () => {
    expect(serverWeekday(EPOCH)).toBe(0);
    expect(serverWeekday(EPOCH + 86_400_000)).toBe(1);
    expect(weekdayMondayIndex(0)).toBe(6);
    expect(weekdayMondayIndex(1)).toBe(0);
    expect(weekdayMondayIndex(6)).toBe(5);
  });
});

describe('isWithinHours', () => {
  it('reads HH:mm and rejects other formats', () => {
    expect(minutesOfDay('07:30')).toBe(450);
    expect(() => minutesOfDay('7:30')).toThrow(RangeError);
    expect(() => minutesOfDay('24:00')).toThrow(RangeError);
  });

  it('includes the start and excludes the end of a daytime window', () => {
    expect(isWithinHours('07:00', '07:00', '11:00')).toBe(true);
    expect(isWithinHours('10:59', '07:00', '11:00')).toBe(true);
    expect(isWithinHours('11:00', '07:00', '11:00')).toBe(false);
    expect(isWithinHours('06:59', '07:00', '11:00')).toBe(false);
  });

  it("treats an end of '23:59' as the end of the day", () => {
    expect(isWithinHours('23:59', '10:00', '23:59')).toBe(true);
    expect(isWithinHours('00:00', '10:00', '23:59')).toBe(false);
  });

  it('handles windows that cross midnight', () => {
    expect(isWithinHours('23:00', '22:00', '02:00')).toBe(true);
    expect(isWithinHours('01:59', '22:00', '02:00')).toBe(true);
    expect(isWithinHours('02:00', '22:00', '02:00')).toBe(false);
    expect(isWithinHours('12:00', '22:00', '02:00')).toBe(false);
  });

  it('treats an equal start and end as open all day', () => {
    expect(isWithinHours('03:00', '00:00', '00:00')).toBe(true);
  });
});
