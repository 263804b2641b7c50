import { describe, expect, it } from 'vitest';
import {
  futureOrderAtFrom,
  futureOrderDateOf,
  futureOrderTimeOf,
  scheduleDayStart,
} from './future-order-moment';

// an El Salvador wall-clock instant, written independently of the code under test
const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);

describe('futureOrderAtFrom', () => {
  it('reads the date and time as El Salvador wall clock (UTC-6)', () => {
    expect(futureOrderAtFrom('2026-11-28', '10:00')).toBe(Date.UTC(2026, 10, 28, 16, 0));
    expect(futureOrderAtFrom('2026-11-28', '19:30')).toBe(Date.UTC(2026, 10, 29, 1, 30));
    expect(futureOrderAtFrom('2024-02-29', '00:00')).toBe(sv('2024-02-29', '00:00'));
  });

  it('throws RangeError on malformed or impossible input', () => {
    const cases: [string, string][] = [
      ['2026-02-30', '10:00'],
      ['2026-13-01', '10:00'],
      ['2025-02-29', '10:00'],
      ['28/11/2026', '10:00'],
      ['2026-11-28T10:00', '10:00'],
      ['', '10:00'],
      ['2026-11-28', '24:00'],
      ['2026-11-28', '7:30'],
      ['2026-11-28', '10:60'],
      ['2026-11-28', ''],
    ];
    for (const [date, time] of cases) {
      expect(() => futureOrderAtFrom(date, time), `${date} ${time}`).toThrow(RangeError);
    }
  });
});

describe('futureOrderDateOf / futureOrderTimeOf', () => {
  it('are the inverse of futureOrderAtFrom, even when UTC is already the next day', () => {
    const lateEvening = sv('2026-12-31', '23:45'); // 05:45 UTC on 1 January
    expect(futureOrderDateOf(lateEvening)).toBe('2026-12-31');
    expect(futureOrderTimeOf(lateEvening)).toBe('23:45');
    expect(futureOrderAtFrom(futureOrderDateOf(lateEvening), futureOrderTimeOf(lateEvening))).toBe(
      lateEvening,
    );
  });

  it('gives the start of the El Salvador day', () => {
    expect(scheduleDayStart(sv('2027-01-01', '00:30'))).toBe(sv('2027-01-01', '00:00'));
    expect(scheduleDayStart(sv('2026-12-31', '23:59') + 59_999)).toBe(sv('2026-12-31', '00:00'));
  });
});
