import { describe, expect, it } from 'vitest';
import { futureOrderRefreshMs, futureOrderRelative } from './future-order-relative';

const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = sv('2026-11-26', '10:00'); // Thursday

describe('futureOrderRelative', () => {
  it('counts minutes under an hour, rounded up', () => {
    expect(futureOrderRelative(now + 45 * MINUTE, now)).toBe('en 45 minutos');
    expect(futureOrderRelative(now + 44 * MINUTE + 1, now)).toBe('en 45 minutos');
    expect(futureOrderRelative(now + MINUTE, now)).toBe('en 1 minuto');
    expect(futureOrderRelative(now + 59 * MINUTE, now)).toBe('en 59 minutos');
  });

  it('counts hours from one hour for the rest of today, rounded', () => {
    expect(futureOrderRelative(now + HOUR, now)).toBe('en 1 hora');
    expect(futureOrderRelative(now + 59 * MINUTE + 1, now)).toBe('en 1 hora');
    expect(futureOrderRelative(now + 3 * HOUR, now)).toBe('en 3 horas');
    expect(futureOrderRelative(now + 2 * HOUR + 31 * MINUTE, now)).toBe('en 3 horas');
    expect(futureOrderRelative(sv('2026-11-26', '23:59'), now)).toBe('en 14 horas');
  });

  it('names tomorrow with the time in hh:mm am/pm', () => {
    expect(futureOrderRelative(sv('2026-11-27', '19:30'), now)).toBe('mañana a las 07:30 pm');
    expect(futureOrderRelative(sv('2026-11-27', '00:00'), now)).toBe('mañana a las 12:00 am');
    expect(futureOrderRelative(sv('2026-11-27', '13:15'), now)).toBe('mañana a la 01:15 pm');
  });

  it('prefers minutes across midnight when under an hour away', () => {
    const late = sv('2026-11-26', '23:40');
    expect(futureOrderRelative(sv('2026-11-27', '00:25'), late)).toBe('en 45 minutos');
    expect(futureOrderRelative(sv('2026-11-27', '02:00'), late)).toBe('mañana a las 02:00 am');
  });

  it('names later days by weekday and date', () => {
    expect(futureOrderRelative(sv('2026-11-28', '10:00'), now)).toBe(
      'el sáb. 28/11 a las 10:00 am',
    );
    expect(futureOrderRelative(sv('2027-01-01', '12:30'), sv('2026-12-30', '22:30'))).toBe(
      'el vie. 01/01 a las 12:30 pm',
    );
  });

  it("says 'ahora' once the time has come", () => {
    expect(futureOrderRelative(now, now)).toBe('ahora');
    expect(futureOrderRelative(now - MINUTE, now)).toBe('ahora');
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
