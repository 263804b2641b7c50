import { afterEach, describe, expect, it } from 'vitest';
import {
  dateText,
  dateTimeText,
  dateWordsText,
  dayShortText,
  futureOrderDayText,
  futureOrderRelativeText,
  time12hText,
} from './dates';

const sv = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00-06:00`);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Sunday 22 November 2026, 15:04:05 in San Salvador
const EPOCH = Date.UTC(2026, 10, 22, 21, 4, 5);

describe('dates in El Salvador time', () => {
  it('formats date, date-time, 12-hour time and short day', () => {
    expect(dateText(EPOCH)).toBe('22/11/2026');
    expect(dateTimeText(EPOCH)).toBe('22/11/2026 15:04');
    expect(time12hText(EPOCH)).toBe('03:04 pm');
    expect(dayShortText(EPOCH)).toBe('dom. 22/11');
  });

  it('writes a day in words, in Spanish, on El Salvador’s calendar', () => {
    expect(dateWordsText(EPOCH)).toBe('domingo 22 de noviembre de 2026');
    // 23:30 in San Salvador is already the next day in UTC: the chain's day is kept
    expect(dateWordsText(sv('2026-12-31', '23:30'))).toBe('jueves 31 de diciembre de 2026');
  });

  it('writes the 12-hour clock as hh:mm am/pm, noon and midnight as 12', () => {
    const at = (hhmm: string) => time12hText(sv('2026-11-28', hhmm));
    expect(
      ['00:00', '00:30', '07:05', '11:59', '12:00', '12:45', '13:00', '19:30', '23:59'].map(at),
    ).toEqual([
      '12:00 am',
      '12:30 am',
      '07:05 am',
      '11:59 am',
      '12:00 pm',
      '12:45 pm',
      '01:00 pm',
      '07:30 pm',
      '11:59 pm',
    ]);
  });

  it('names every weekday in Spanish, short', () => {
    const week = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
    expect([...week, '2026-12-04', '2026-12-05'].map((d) => dayShortText(sv(d, '12:00')))).toEqual([
      'dom. 29/11',
      'lun. 30/11',
      'mar. 01/12',
      'mié. 02/12',
      'jue. 03/12',
      'vie. 04/12',
      'sáb. 05/12',
    ]);
  });

  it('crosses midnight and the year in El Salvador, not in UTC', () => {
    const lateNight = Date.UTC(2026, 10, 23, 5, 30); // 23:30 on the 22nd in San Salvador
    expect(dateTimeText(lateNight)).toBe('22/11/2026 23:30');
    expect(time12hText(lateNight)).toBe('11:30 pm');
    expect(dayShortText(lateNight)).toBe('dom. 22/11');
    expect(dateText(Date.UTC(2027, 0, 1, 3, 0))).toBe('31/12/2026');
  });
});

describe('the device zone never moves a time', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  // 02:30 on 8 March 2026 in San Salvador is 03:30 in New York, an hour after its clocks
  // sprang forward; 23:30 on the 22nd is already the 23rd in Tokyo and Kiritimati
  const instants = [EPOCH, sv('2026-03-08', '02:30'), sv('2026-11-22', '23:30')];
  const shown = () =>
    instants.map((at) => [dateTimeText(at), time12hText(at), dayShortText(at)].join(' | '));

  it.each(['UTC', 'America/El_Salvador', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'shows the same texts with the device in %s',
    (zone) => {
      process.env.TZ = zone;
      // the zone took effect: the device's own reading of the instant moved
      expect(new Date(EPOCH).getTimezoneOffset()).toBe(
        { UTC: 0, 'America/El_Salvador': 360, 'America/New_York': 300, 'Asia/Tokyo': -540 }[zone] ??
          -840,
      );
      expect(shown()).toEqual([
        '22/11/2026 15:04 | 03:04 pm | dom. 22/11',
        '08/03/2026 02:30 | 02:30 am | dom. 08/03',
        '22/11/2026 23:30 | 11:30 pm | dom. 22/11',
      ]);
    },
  );
});

describe('futureOrderDayText (§5.5)', () => {
  it('names today and tomorrow, then the short day', () => {
    const start = sv('2026-11-28', '00:00');
    expect(futureOrderDayText(start, 0)).toBe('Hoy');
    expect(futureOrderDayText(start, 1)).toBe('Mañana');
    expect(futureOrderDayText(start, 2)).toBe('sáb. 28/11');
    expect(futureOrderDayText(sv('2027-01-01', '00:00'), 3)).toBe('vie. 01/01');
  });
});

describe('futureOrderRelativeText (§4.10, §9)', () => {
  const now = sv('2026-11-26', '10:00'); // Thursday

  it('counts minutes under an hour, rounded up', () => {
    expect(futureOrderRelativeText(now + 45 * MINUTE, now)).toBe('en 45 minutos');
    expect(futureOrderRelativeText(now + 44 * MINUTE + 1, now)).toBe('en 45 minutos');
    expect(futureOrderRelativeText(now + MINUTE, now)).toBe('en 1 minuto');
    expect(futureOrderRelativeText(now + 59 * MINUTE, now)).toBe('en 59 minutos');
  });

  it('counts hours for the rest of today, rounded', () => {
    expect(futureOrderRelativeText(now + HOUR, now)).toBe('en 1 hora');
    expect(futureOrderRelativeText(now + 3 * HOUR, now)).toBe('en 3 horas');
    expect(futureOrderRelativeText(now + 2 * HOUR + 31 * MINUTE, now)).toBe('en 3 horas');
    expect(futureOrderRelativeText(sv('2026-11-26', '23:59'), now)).toBe('en 14 horas');
  });

  it('names tomorrow with the time in hh:mm am/pm', () => {
    expect(futureOrderRelativeText(sv('2026-11-27', '19:30'), now)).toBe('mañana a las 07:30 pm');
    expect(futureOrderRelativeText(sv('2026-11-27', '00:00'), now)).toBe('mañana a las 12:00 am');
    expect(futureOrderRelativeText(sv('2026-11-27', '13:15'), now)).toBe('mañana a la 01:15 pm');
  });

  it('prefers minutes across midnight when under an hour away', () => {
    const late = sv('2026-11-26', '23:40');
    expect(futureOrderRelativeText(sv('2026-11-27', '00:25'), late)).toBe('en 45 minutos');
    expect(futureOrderRelativeText(sv('2026-11-27', '02:00'), late)).toBe('mañana a las 02:00 am');
  });

  it('names later days by weekday and date', () => {
    expect(futureOrderRelativeText(sv('2026-11-28', '10:00'), now)).toBe(
      'el sáb. 28/11 a las 10:00 am',
    );
    expect(futureOrderRelativeText(sv('2027-01-01', '12:30'), sv('2026-12-30', '22:30'))).toBe(
      'el vie. 01/01 a las 12:30 pm',
    );
  });

  it("says 'ahora' once the time has come", () => {
    expect(futureOrderRelativeText(now, now)).toBe('ahora');
    expect(futureOrderRelativeText(now - MINUTE, now)).toBe('ahora');
  });
});
